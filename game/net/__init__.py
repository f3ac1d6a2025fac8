"""Network play: a server holds tables that people join from other machines (PROTOCOL.md is the
wire format on one page). No pygame anywhere here.

- protocol.py: messages as text and back, checked (version, size, fields); error codes.
- ratelimit.py: how many messages a connection may send (the server refuses more; clients keep below).
- seat_view.py: what one seat may be sent of a session (its view, its legal actions, events
  without others' private data, the settings without the seed, the final fingerprint).
- tables.py: a table (seats, tokens, the game, intents checked by the rules, messages per seat,
  away players and the host's hand-over) and where a server keeps tables (TableStore).
- bot_pool.py, computers.py: computer players and hints of every table, in worker processes,
  paced so people can follow them.
- server.py: `--serve` (asyncio + websockets): connections, rate limits, the lobby, resume.
- discovery.py: zeroconf announce and browse.
- client.py: one connection (asyncio), and on a thread of its own for a frame loop.
- remote_session.py: a network seat seen from the client, offering what a table scene reads
  from a GameSession.
- seat_link.py: a window's place at a table (lobby, create, join, its session's messages in
  order, coming back with the seat's token after a drop).
- hosting.py: the server of a game hosted from the app, in a process of its own.
- join_code.py: join codes (a host's address, port and table in twelve characters).
- headless.py: `--join ... --headless`, a seat played by a computer player with no window.
- bench.py: the `--bench` rows of network play."""
