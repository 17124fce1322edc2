"""`threadfold serve --port 0` on a copy of the examples, for the live-reload tests."""
import queue
import re
import signal
import subprocess
import threading
import time

URL_PATTERN = re.compile(r"(http://127\.0\.0\.1:\d+/)")


class ServeProcess:
    def __init__(self, binary, input_dir, output_dir, *flags):
        # Without search unless asked (test_search.py serves its own site with it).
        if "--search" not in flags:
            flags = ("--no-search", *flags)
        self.process = subprocess.Popen(
            [str(binary), "serve", str(input_dir), "-o", str(output_dir), "--port", "0", *map(str, flags)],
            cwd=input_dir, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.lines = queue.Queue()
        self.output = []
        threading.Thread(target=self._pump, daemon=True).start()
        self.url = self._wait_for_url(timeout=30)

    def _pump(self):
        for line in self.process.stdout:
            self.output.append(line.rstrip("\n"))
            self.lines.put(line)

    def _wait_for_url(self, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=0.2)
            except queue.Empty:
                if self.process.poll() is not None:
                    break
                continue
            match = URL_PATTERN.search(line)
            if match:
                return match.group(1)
        self.stop()
        raise AssertionError("threadfold serve printed no URL:\n" + "\n".join(self.output))

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)  # what Ctrl-C sends
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
