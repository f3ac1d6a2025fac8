"""The set-up window (tkinter), for a first start with no terminal.

It opens before any slow work, shows each step and each package live, and on an error shows
the whole message, the manual steps and a Retry button. The set-up runs on a worker thread
that never touches Tk: it puts what happens on a queue, and the Tk loop drains the queue
every few milliseconds with `after`."""

from __future__ import annotations

import gc
import queue
import threading
import tkinter as tk
from tkinter import ttk

from .environment import Environment
from .log import SetupLog
from .pip_progress import PipProgress, required_names
from .steps import STEPS, PipedRunner, SetupCancelled, SetupFailed, run_setup

BACKGROUND, PANEL, INK, MUTED, GOLD, RED, CYAN = (
    "#0a1022", "#141d38", "#e8eefc", "#9aa7c7", "#ffc857", "#ff7a66", "#5fd3ff")
MARKS = {"waiting": ("\u2022", MUTED), "running": ("\u25b6", GOLD), "done": ("\u2713", CYAN),
         "skipped": ("\u2013", MUTED), "failed": ("\u2717", RED)}
POLL_MS = 50


class SetupWindow:
    def __init__(self, root: tk.Tk, env: Environment, log: SetupLog):
        self.root, self.env, self.log = root, env, log
        self.events: queue.Queue = queue.Queue()
        self.runner: PipedRunner | None = None
        self.succeeded = False
        self.closed = False
        self.progress = PipProgress()
        self._build()
        root.protocol("WM_DELETE_WINDOW", self.close)
        root.bind("<Return>", lambda event: self.retry() if self.failure.winfo_manager() else None)
        self.start()
        root.after(POLL_MS, self.poll)

    # layout ------------------------------------------------------------------------------------
    def _build(self) -> None:
        root = self.root
        root.title("Orrery: first start")
        root.configure(background=BACKGROUND, padx=22, pady=16)
        root.geometry("760x660")
        root.minsize(600, 500)
        style = ttk.Style(root)
        style.theme_use("default")
        style.configure("Setup.Horizontal.TProgressbar", troughcolor=PANEL, background=CYAN, thickness=10)
        _label(root, "Setting up Orrery", font=("TkDefaultFont", 17, "bold")).pack(fill="x")
        _label(root, "The first start installs what Orrery needs into its own folder (.venv beside main.py). "
                     "This happens once, needs the network, and takes about a minute.",
               MUTED).pack(fill="x", pady=(2, 10))
        steps = tk.Frame(root, background=BACKGROUND)
        steps.pack(fill="x")
        self.step_marks = {}
        for row, (step_id, title) in enumerate(STEPS):
            self.step_marks[step_id] = _label(steps, width=2, font=("TkDefaultFont", 12, "bold"))
            self.step_marks[step_id].grid(row=row, column=0, sticky="w")
            _label(steps, title, font=("TkDefaultFont", 11)).grid(row=row, column=1, sticky="w")

        self.working = tk.Frame(root, background=BACKGROUND)  # hidden while an error is shown
        self.working.pack(fill="x", pady=(10, 0))
        self.packages = _text(self.working, height=8, font=("TkDefaultFont", 10), wrap="none", cursor="arrow",
                              tabs=("150", "360", "510"))
        self.packages.tag_configure("state", foreground=MUTED)
        self.packages.tag_configure("busy", foreground=GOLD)
        self.packages.tag_configure("ready", foreground=CYAN)
        self.packages.pack(fill="x", pady=(0, 4))
        self.bar = ttk.Progressbar(self.working, style="Setup.Horizontal.TProgressbar", maximum=100)
        self.bar.pack(fill="x")
        self.note = _label(self.working, colour=GOLD)
        self.note.pack(fill="x", pady=(4, 0))

        self.failure = tk.Frame(root, background=BACKGROUND)  # shown on an error
        self.reason = _label(self.failure, colour=RED, font=("TkDefaultFont", 12, "bold"))
        self.reason.pack(fill="x")
        self.help = _text(self.failure, height=13, font=("TkFixedFont", 10), wrap="word")
        self.help.pack(fill="x", pady=(4, 6))
        buttons = tk.Frame(self.failure, background=BACKGROUND)
        buttons.pack(fill="x")
        self.retry_button = tk.Button(buttons, text="Retry", command=self.retry, width=12, default="active")
        self.retry_button.pack(side="left")
        tk.Button(buttons, text="Close", command=self.close, width=12).pack(side="left", padx=8)

        self.log_frame = tk.Frame(root, background=BACKGROUND)
        self.log_frame.pack(side="bottom", fill="both", expand=True, pady=(8, 0))
        _label(self.log_frame, f"Log (also kept in {self.log.where()})", MUTED).pack(fill="x")
        scroll = tk.Scrollbar(self.log_frame)
        scroll.pack(side="right", fill="y")
        self.log_text = tk.Text(self.log_frame, height=5, background="#05080f", foreground=MUTED, relief="flat",
                                font=("TkFixedFont", 9), wrap="char", yscrollcommand=scroll.set)
        self.log_text.pack(side="left", fill="both", expand=True)
        scroll.configure(command=self.log_text.yview)
        self.show_steps({step_id: "waiting" for step_id, _ in STEPS})

    # the worker thread -------------------------------------------------------------------------
    def start(self) -> None:
        self.progress = PipProgress(required_names(self.env.requirements))
        self.step_states = {step_id: "waiting" for step_id, _ in STEPS}
        events, env = self.events, self.env  # the thread holds no Tk object (see free_tk_objects)
        self.runner = runner = PipedRunner(lambda line: events.put(("line", line)))

        def work():
            try:
                run_setup(env, runner, lambda step, state: events.put(("step", step, state)), shown_in="window")
                events.put(("done",))
            except SetupCancelled:
                events.put(("cancelled",))
            except SetupFailed as failure:
                events.put(("failed", failure))
            except Exception as exc:  # anything unforeseen is shown, not lost with the thread
                events.put(("failed", SetupFailed("", f"the set-up stopped: {exc!r}.")))

        self.worker = threading.Thread(target=work, name="orrery-setup", daemon=True)
        self.worker.start()

    # the Tk loop -------------------------------------------------------------------------------
    def poll(self) -> None:
        changed = False
        try:
            while not self.closed:
                self.handle(self.events.get_nowait())
                changed = True
        except queue.Empty:
            pass
        if self.closed:
            return
        if changed:
            self.refresh()
        if not self.succeeded:
            self.root.after(POLL_MS, self.poll)

    def handle(self, event: tuple) -> None:
        kind = event[0]
        if kind == "line":
            self.log.write(event[1])
            if self.step_states["packages"] == "running":  # pip's own update is not a package row
                self.progress.feed(event[1])
            self.log_text.insert("end", event[1] + "\n")
            self.log_text.see("end")
        elif kind == "step":
            self.step_states[event[1]] = event[2]
            if event[1:] == ("packages", "running"):  # the rows are this step's packages only, not pip's update
                self.progress = PipProgress(required_names(self.env.requirements))
            self.log.write(f"[{event[1]}: {event[2]}]")
        elif kind == "done":
            self.step_states["start"] = "running"
            self.note.configure(text="Ready. Starting Orrery\u2026", foreground=CYAN)
            self.log.write("[set-up finished]")
            self.succeeded = True
            self.root.after(600, self.finish)  # long enough to see every tick
        elif kind == "failed":
            self.show_failure(event[1])
        elif kind == "cancelled":
            self.finish()

    def refresh(self) -> None:
        self.show_steps(self.step_states)
        self.packages.configure(state="normal")
        self.packages.delete("1.0", "end")
        rows = self.progress.rows()
        for index, (name, state) in enumerate(rows):  # two columns, so a dozen packages fit without scrolling
            tag = "ready" if state.endswith("installed") else "busy" if state != "waiting" else "state"
            end = "\n" if index % 2 or index == len(rows) - 1 else "\t"
            self.packages.insert("end", f"{name}\t", (), state + end, tag)
        self.packages.configure(state="disabled")
        self.show_bar()
        if not self.succeeded and self.progress.note:
            self.note.configure(text=self.progress.note, foreground=GOLD)
        elif not self.succeeded:
            self.note.configure(text="")

    def show_bar(self) -> None:
        """The current download's share when pip reports it; otherwise a moving bar while a step runs."""
        fraction = self.progress.fraction()
        busy = "running" in self.step_states.values() and not self.succeeded
        if fraction is not None or not busy:
            if str(self.bar.cget("mode")) == "indeterminate":
                self.bar.stop()
            self.bar.configure(mode="determinate", value=100 * fraction if fraction is not None else 0)
        elif str(self.bar.cget("mode")) != "indeterminate":
            self.bar.configure(mode="indeterminate", value=0)
            self.bar.start(20)

    def show_steps(self, states: dict) -> None:
        for step_id, mark in self.step_marks.items():
            symbol, colour = MARKS[states.get(step_id, "waiting")]
            mark.configure(text=symbol, foreground=colour)

    def show_failure(self, failure: SetupFailed) -> None:
        for step_id, state in self.step_states.items():
            if state == "running" or step_id == failure.step:
                self.step_states[step_id] = "failed"
        details = "\n".join(self.progress.errors)
        self.log.write(f"[failed: {failure.reason}]")
        self.reason.configure(text=f"Orrery could not start: {failure.reason}")
        self.help.configure(state="normal")
        self.help.delete("1.0", "end")
        fix = "Check the network" if failure.step == "packages" else "Put that right"
        self.help.insert("end", (f"pip said:\n{details}\n\n" if details else "")
                         + f"{fix}, then press Retry.\n\n" + self.env.manual_steps()
                         + f"\n\nThe whole log is in {self.log.where()}")
        self.help.configure(state="disabled")  # still selectable, so the steps can be copied
        self.working.pack_forget()
        self.failure.pack(fill="x", pady=(10, 0), before=self.log_frame)
        self.retry_button.focus_set()
        self.refresh()
        self.log_text.see("end")  # the log box just got smaller: keep its last lines, pip's error, in view

    # buttons -----------------------------------------------------------------------------------
    def retry(self) -> None:
        self.failure.pack_forget()
        self.working.pack(fill="x", pady=(10, 0), before=self.log_frame)
        self.log_text.insert("end", "\n--- Retry ---\n")
        self.log.write("--- Retry ---")
        self.start()
        self.refresh()

    def close(self) -> None:
        if self.runner is not None:
            self.runner.cancel()
        self.succeeded = False  # closed during the short pause before the game starts: do not start it
        self.log.write("[window closed]")
        self.finish()

    def finish(self) -> None:
        if not self.closed:
            self.closed = True
            self.root.destroy()


def set_up_in_window(root: tk.Tk, env: Environment, log: SetupLog) -> bool:
    """True once set up; False when the window was closed first."""
    window = SetupWindow(root, env, log)
    root.mainloop()
    return window.succeeded


def free_tk_objects() -> None:
    """Free a closed window's Tk objects now (call it once nothing refers to the root), on the
    thread that made them. The window and its Tk callbacks refer to each other, so only a garbage
    collection frees them; one started on another thread (the game's worker threads allocate
    too) would delete the Tcl interpreter there, and Tcl aborts the whole process."""
    gc.collect()


def _label(parent, text: str = "", colour: str = INK, **options) -> tk.Label:
    return tk.Label(parent, text=text, background=BACKGROUND, foreground=colour, anchor="w", justify="left",
                    wraplength=options.pop("wraplength", 710), **options)


def _text(parent, **options) -> tk.Text:
    return tk.Text(parent, background=PANEL, foreground=INK, relief="flat", borderwidth=0, padx=10, pady=6,
                   **options)
