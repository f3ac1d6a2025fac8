"""Makes the bundled fallback fonts: small subsets of two open-licensed fonts for what DejaVu
lacks, so names in Chinese, Japanese or Korean, and the common emoji, draw as themselves on any
machine (game/ui/glyphs.py uses a system font first where the platform has one).

- NotoSansCJKsc-Subset.otf: Noto Sans CJK SC Regular (SIL Open Font License 1.1), cut to the
  3755 most used Chinese characters (GB 2312 level 1), the 2965 Japanese kanji of JIS X 0208
  level 1, the 2350 Hangul syllables of KS X 1001, kana, and CJK punctuation and full-width forms.
- NotoColorEmoji-Subset.ttf: Noto Color Emoji (SIL Open Font License 1.1), cut to the emoticons
  block and a few hundred common emoji (space, hands, hearts, animals, symbols).

Licence and copyright: Noto-LICENSE.txt beside this file. Not part of the game: run by hand with
fontTools (`pip install fonttools`) and the two source fonts (Debian: fonts-noto-cjk,
fonts-noto-color-emoji):

    python3 assets/fonts/make_fallback.py /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc \\
        /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CJK_OUT = HERE / "NotoSansCJKsc-Subset.otf"
EMOJI_OUT = HERE / "NotoColorEmoji-Subset.ttf"
CJK_INDEX = 2  # Noto Sans CJK SC in NotoSansCJK-Regular.ttc


def decoded(codec: str, rows: range, columns: range = range(0xA1, 0xFF)) -> set[int]:
    """The characters of a two-byte national standard's rows, through Python's codec for it."""
    found = set()
    for row in rows:
        for column in columns:
            try:
                found.add(ord(bytes((row, column)).decode(codec)))
            except (UnicodeDecodeError, TypeError):
                continue
    return found


def cjk_characters() -> set[int]:
    chars = decoded("gb2312", range(0xB0, 0xD8))  # GB 2312 level 1 hanzi
    chars |= decoded("euc_jp", range(0xB0, 0xD0))  # JIS X 0208 level 1 kanji
    chars |= decoded("euc_kr", range(0xB0, 0xC9))  # KS X 1001 Hangul syllables
    for low, high in ((0x3000, 0x303F), (0x3040, 0x30FF), (0x3130, 0x318F), (0x31F0, 0x31FF),
                      (0xFF00, 0xFFEF)):  # punctuation, kana, Hangul jamo, full-width forms
        chars |= set(range(low, high + 1))
    return chars


COMMON_EMOJI = (
    "\u2600\u2601\u2602\u2603\u2604\u260e\u2614\u2615\u2618\u261d\u2620\u262e\u262f\u263a\u2648\u2649\u264a"
    "\u264b\u264c\u264d\u264e\u264f\u2650\u2651\u2652\u2653\u265f\u2660\u2663\u2665\u2666\u267b\u267e\u2693"
    "\u2694\u2696\u2697\u2699\u269b\u26a0\u26a1\u26aa\u26ab\u26bd\u26be\u26c4\u26c5\u26d4\u26ea\u26f3\u26f5"
    "\u26fa\u26fd\u2702\u2705\u2708\u2709\u270a\u270b\u270c\u270d\u270f\u2712\u2714\u2716\u271d\u2721\u2728"
    "\u2733\u2734\u2744\u2747\u274c\u274e\u2753\u2754\u2755\u2757\u2763\u2764\u2795\u2796\u2797\u27a1\u27b0"
    "\u2b05\u2b06\u2b07\u2b1b\u2b1c\u2b50\u2b55"
    "🌀🌈🌊🌋🌌🌍🌎🌏🌐🌑🌒🌓🌔🌕🌖🌗🌘🌙🌚🌛🌜🌝🌞🌟🌠🌪🌱🌲🌳🌴🌵🌷🌸🌹🌺🌻🌼🌽🍀🍁🍂🍃🍄🍇🍉🍊🍋🍌🍎🍒🍓"
    "🍔🍕🍟🍦🍩🍪🍫🍰🍺🍻🍷🍸🍾🎀🎁🎂🎃🎄🎅🎈🎉🎊🎓🎖🎗🎟🎨🎩🎪🎭🎮🎯🎱🎲🎳🎵🎶🎸🎹🎺🎻🏀🏁🏃🏄🏅🏆🏈🏉"
    "🏰🏳🏴🐉🐊🐍🐎🐒🐓🐔🐘🐙🐛🐝🐞🐟🐠🐢🐣🐤🐥🐦🐧🐨🐬🐭🐮🐯🐰🐱🐲🐳🐴🐵🐶🐷🐸🐹🐺🐻🐼🐾👀👁👄👅👆👇👈👉👊"
    "👋👌👍👎👏👐👑👒👓👔👕👗👟👠👣👤👥👦👧👨👩👪👫👴👵👶👷👸👹👺👻👼👽👾👿💀💂💃💋💌💍💎💐💔💕💖💗💘💙💚💛"
    "💜💝💞💡💢💣💤💥💦💨💩💪💫💬💭💯💰💲💸📌📍📎📚📜📝📢📣📦📷🔆🔑🔒🔓🔔🔥🔧🔨🔪🔫🔭🔮🔱🔴🔵🔶🔷"
    "🕊🕯🕳🕵🕶🕷🕸🕹🖤🗝🗡🗺🗻🗼🗽🗾🗿🚀🚁🚂🚃🚌🚑🚒🚓🚕🚗🚙🚢🚤🚨🚩🚫🚲🚴🚶🛡🛰🛸🛹"
    "🤍🤎🤐🤑🤒🤓🤔🤕🤖🤗🤘🤙🤚🤛🤜🤝🤞🤟🤠🤡🤢🤣🤤🤥🤧🤨🤩🤪🤫🤬🤭🤮🤯🥰🥱🥲🥳🥴🥵🥶🥸🥺"
    "🦁🦂🦄🦅🦆🦇🦈🦉🦊🦋🦌🦍🦎🦏🦑🦒🦓🦔🦕🦖🦚🦜🦝🦩🦸🦹🧙🧚🧛🧜🧝🧞🧟🪐🫡"
)


def emoji_characters() -> set[int]:
    return set(range(0x1F600, 0x1F650)) | {ord(ch) for ch in COMMON_EMOJI}


def subset(source: str, out: Path, characters: set[int], font_number: int = 0) -> None:
    from fontTools import subset as ft_subset

    options = ft_subset.Options()
    options.font_number = font_number
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False  # SDL's FreeType hints for itself; hints are a large part of CJK fonts
    options.drop_tables += ["VORG", "vhea", "vmtx", "DSIG"]  # vertical writing is never used here
    font = ft_subset.load_font(source, options)
    subsetter = ft_subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(characters))
    subsetter.subset(font)
    ft_subset.save_font(font, str(out), options)
    print(f"{out.name}: {len(characters)} characters asked, {out.stat().st_size // 1024} KB")


def main(cjk_source: str, emoji_source: str) -> None:
    subset(cjk_source, CJK_OUT, cjk_characters(), CJK_INDEX)
    subset(emoji_source, EMOJI_OUT, emoji_characters())


if __name__ == "__main__":
    main(*sys.argv[1:3])
