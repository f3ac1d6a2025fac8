"""The table scene's --bench row runs the real app and reports its frame times."""

import math

from game.kardashev_scale.scenes.bench import bench_rows


def test_bench_rows_report_table_frame_times():
    rows = bench_rows(frames=90)
    assert [r["name"] for r in rows] == ["table frame p50 while bots play (1600x900, dummy)",
                                         "table frame p95 while bots play (1600x900, dummy)"]
    for r in rows:
        assert r["unit"] == "ms" and not math.isnan(r["value"]) and r["value"] > 0, r
    assert rows[1]["target"] == "<= 8" and rows[0]["value"] <= rows[1]["value"]
