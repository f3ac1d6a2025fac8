"""Where everything sits on the 1600x900 logical screen: placards on the left, the board in the
middle, status, action bar, step buttons and log on the right."""

import pygame

BOARD_AREA = pygame.Rect(372, 12, 876, 876)
LEFT = pygame.Rect(12, 12, 348, 876)
RIGHT = pygame.Rect(1262, 12, 326, 876)
STATUS = pygame.Rect(RIGHT.x, RIGHT.y, RIGHT.w, 142)
BAR_TOP = STATUS.bottom + 10
BAR_BUTTON_H = 38
CONTEXT = pygame.Rect(RIGHT.x, BAR_TOP + 5 * (BAR_BUTTON_H + 5) + 6, RIGHT.w, 160)
UNDO_H = 42
UNDO_CAPTION_H = 46  # what Undo takes back, in full, above it
LOG = pygame.Rect(RIGHT.x, CONTEXT.bottom + 8, RIGHT.w, 0)
LOG.h = RIGHT.bottom - UNDO_H - UNDO_CAPTION_H - 8 - LOG.y
UNDO_CAPTION = pygame.Rect(RIGHT.x, LOG.bottom + 2, RIGHT.w, UNDO_CAPTION_H)
