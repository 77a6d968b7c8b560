"""Java: LeetCode's ``class Solution`` compiled with javac and run on one JVM for every case.

The driver is one file, ``Solution.java``: LeetCode's default imports on its first line, in
front of the user's first line (so every line keeps its number in javac's messages and in stack
traces), the user's file as it is, then a class ``StonegameDriver`` that finds the method by
reflection (today's name or an older capitalization, with LeetCode's parameter types) and calls
it on a fresh ``Solution`` per case, in a thread with a deep stack.

Memory: the JVM reserves far more address space than it uses, so it runs uncapped and bounds
its own heap with ``-Xmx`` (the memory limit); an ``OutOfMemoryError`` is the memory verdict.
What it reserves besides is kept small (its class space and code cache), and javac's own heap
too, so both start under a ``ulimit -v`` of a few GB; under a smaller one the solution's thread
gets the stack that fits (at least ``MIN_STACK_BYTES``), and where even that does not fit, or
the JVM cannot reserve its memory all the same, the check says so (raise the limit, or lower
``--memory-limit``), never as the code's memory.
"""

from __future__ import annotations

import re
from pathlib import Path

from stonegame.checker.languages.base import Build, ProgrammingLanguage, Setup, Signature, Tool
from stonegame.checker.limits import STACK_BYTES
from stonegame.checker.processes import address_limit, ulimit_v

IMPORTS = ("java.util.*", "java.util.function.*", "java.util.stream.*", "java.math.*", "java.io.*",
           "java.util.concurrent.*", "java.util.concurrent.atomic.*", "java.util.regex.*", "java.text.*")
"""What LeetCode's Java environment imports before the user's code."""
FILE = "Solution.java"  # so a ``public class Solution`` compiles too
MIN_STACK_BYTES = 64 * 2**20  # the solution's thread: a recursion 10^5 deep takes some 10-20 MB
JVM_BYTES = 640 * 2**20
"""Address space a JVM maps besides its heap and the solution's thread, with ``LEAN``: some 460 MB
measured (OpenJDK 17), and a margin."""
LEAN = ("-XX:+UseSerialGC", "-XX:CompressedClassSpaceSize=64m", "-XX:ReservedCodeCacheSize=64m", "-XX:-UsePerfData")
"""What keeps the JVM's reservations small (the defaults reserve 1 GB of class space and 240 MB
of code cache): a JVM of a 512 MB heap then starts under a ``ulimit -v`` of 1.3 GB or so."""
JAVAC = ("-J-Xmx512m", "-J-XX:TieredStopAtLevel=1", *(f"-J{option}" for option in LEAN))
"""javac's JVM: a bounded heap (its default, a quarter of the machine's memory, is reserved at
start), and quick to start (it compiles one small file)."""
TYPES = {"ints": "int[].class", "int": "int.class"}
DECLARED = {"ints": "int[]", "int": "int"}

DRIVER = r"""
class StonegameDriver {
    static final String[] NAMES = {%(names)s};
    static final Class<?>[] TYPES = {%(types)s};
    static java.io.PrintStream replies;

    public static void main(String[] arguments) throws Exception {
        replies = new java.io.PrintStream(new java.io.FileOutputStream("/dev/fd/3"), false, "UTF-8");
        Thread worker = new Thread(null, StonegameDriver::serve, "solution", Long.parseLong(arguments[0]));
        worker.start();
        worker.join();
        replies.flush();
        Runtime.getRuntime().halt(0);  // the candidate's own threads must not keep the JVM alive
    }

    static String quoted(String text) {
        StringBuilder out = new StringBuilder("\"");
        if (text.length() > 1000) text = text.substring(0, 1000);
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') out.append('\\').append(c);
            else if (c < 0x20) out.append(String.format("\\u%%04x", (int) c));
            else out.append(c);
        }
        return out.append('"').toString();
    }

    static void reply(String text) { replies.print(text + "\n"); replies.flush(); }

    static String answer(Object value) {
        if (value instanceof Boolean) return "\"type\": \"bool\", \"value\": " + value;
        if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte)
            return "\"type\": \"int\", \"value\": " + value;
        if (value instanceof String) return "\"type\": \"str\", \"value\": " + quoted((String) value);
        String type = value == null ? "null" : value.getClass().getSimpleName();
        return "\"type\": " + quoted(type) + ", \"value\": null, \"repr\": " + quoted(String.valueOf(value));
    }

    static String where(Throwable error) {
        for (StackTraceElement frame : error.getStackTrace())
            if ("%(file)s".equals(frame.getFileName()) && !frame.getClassName().equals("StonegameDriver"))
                return "line " + frame.getLineNumber() + ", in " + frame.getClassName() + "." + frame.getMethodName();
        return "";
    }

    static void serve() {
        java.lang.reflect.Method method = null;
        for (String name : NAMES) {
            try { method = Solution.class.getDeclaredMethod(name, TYPES); break; }
            catch (NoSuchMethodException e) { }
        }
        if (method == null) {
            reply("{\"status\": \"load-error\", \"message\": "
                  + quoted("class Solution has no method " + NAMES[0] + "(%(declared)s)") + "}");
            return;
        }
        method.setAccessible(true);
        reply("{\"status\": \"ready\", \"call\": " + quoted(method.getName()) + "}");
        java.io.BufferedReader requests = new java.io.BufferedReader(new java.io.InputStreamReader(System.in), 1 << 16);
        while (true) {
            String line;
            try { line = requests.readLine(); } catch (java.io.IOException e) { return; }
            if (line == null) return;
            StringTokenizer words = new StringTokenizer(line);
            Object[] arguments = new Object[TYPES.length];
            for (int i = 0; i < TYPES.length; i++) {
                if (TYPES[i] == int.class) { arguments[i] = Integer.parseInt(words.nextToken()); continue; }
                int[] values = new int[Integer.parseInt(words.nextToken())];
                for (int j = 0; j < values.length; j++) values[j] = Integer.parseInt(words.nextToken());
                arguments[i] = values;
            }
            String result;
            try {
                Object solution = newSolution();
                long began = System.nanoTime();
                Object value = method.invoke(solution, arguments);
                double seconds = (System.nanoTime() - began) / 1e9;
                result = "{\"status\": \"ok\", " + answer(value) + ", \"seconds\": " + seconds + "}";
            } catch (Throwable thrown) {
                Throwable error = thrown instanceof java.lang.reflect.InvocationTargetException
                                  ? thrown.getCause() : thrown;
                if (error instanceof OutOfMemoryError) { reply("{\"status\": \"memory\"}"); return; }
                boolean deep = error instanceof StackOverflowError;
                String message = error.getMessage() == null ? error.getClass().getName()
                                 : error.getClass().getName() + ": " + error.getMessage();
                result = "{\"status\": \"exception\", \"error\": " + quoted(message) + ", \"where\": "
                         + quoted(deep ? "" : where(error)) + ", \"recursion\": " + deep + "}";
            }
            reply(result);
        }
    }

    static Object newSolution() throws Exception {
        java.lang.reflect.Constructor<Solution> make = Solution.class.getDeclaredConstructor();
        make.setAccessible(true);
        return make.newInstance();
    }
}
"""


def driver(source: Path, signature: Signature) -> dict[str, str]:
    """Solution.java: the imports on the user's first line, the user's file, the driver."""
    imports = " ".join(f"import {name};" for name in IMPORTS)
    text = source.read_text(encoding="utf-8", errors="replace")
    names = ", ".join(f'"{name}"' for name in signature.methods)
    types = ", ".join(TYPES[kind] for kind in signature.parameters)
    declared = ", ".join(DECLARED[kind] for kind in signature.parameters)
    body = DRIVER % {"names": names, "types": types, "declared": declared, "file": FILE}
    return {FILE: f"{imports} {text}\n{body}"}


def fitted(memory: int, limit: int | None) -> tuple[int, int]:
    """(heap bytes, or 0 for the JVM's default; the solution's thread's stack bytes): the stack
    as deep as the memory limit allows, within STACK_BYTES; under an address limit (``ulimit
    -v``), what fits beside the heap and the JVM's own (a stack of at least MIN_STACK_BYTES, else
    the JVM cannot start there: ``unable``).

    >>> fitted(512 * 2**20, None) == (512 * 2**20, STACK_BYTES)
    True
    >>> [size >> 20 for size in fitted(512 * 2**20, 1500 * 2**20)]
    [512, 348]
    """
    heap = max(16 * 2**20, memory) if memory else 0
    stack = min(STACK_BYTES, max(MIN_STACK_BYTES, memory)) if memory else STACK_BYTES
    if limit is not None:
        if not heap:  # no memory limit: what is left beside a full stack
            heap = max(16 * 2**20, limit - JVM_BYTES - stack)
        stack = min(stack, (limit - JVM_BYTES - heap) >> 20 << 20)
    return heap, stack


def builds(source: Path, memory: int, setup: Setup) -> list[Build]:
    heap, stack = fitted(memory, address_limit())
    run = ("java", *([f"-Xmx{heap >> 20}m"] if heap else []), *LEAN, "-Dfile.encoding=UTF-8",
           "-cp", "{build}", "StonegameDriver", str(max(stack, MIN_STACK_BYTES)))
    compile_ = (("javac", *JAVAC, "-encoding", "UTF-8", "-nowarn", "-d", ".", FILE),)
    return [Build("check", compile_, run, 0, 0)]  # one build: the JVM has no sanitizer to leave out


JVM_LIMITS = re.compile(r"Could not reserve enough space|Could not allocate compressed class space"
                        r"|insufficient memory for the Java Runtime Environment|Failed to reserve memory"
                        r"|unable to create native thread|pthread_create failed"
                        r"|Error occurred during initialization of VM")


def limited(output: str) -> str | None:
    """The JVM (javac's, or the solution's before it runs) could not reserve its memory."""
    found = JVM_LIMITS.search(output)
    if found is None:
        return None
    where = f"the virtual memory {ulimit_v()} allows" if address_limit() is not None else "this machine's memory"
    return (f"the JVM could not start within {where} ({found[0]}): raise the limit (`ulimit -v unlimited`), "
            "or lower --memory-limit")


def unable(setup: Setup, memory: int) -> str | None:
    """Under ``ulimit -v``, a limit too small for the heap, the least stack and the JVM's own."""
    limit = address_limit()
    heap, stack = fitted(memory, limit)
    if limit is None or stack >= MIN_STACK_BYTES:
        return None
    return (f"the JVM needs more virtual memory than {ulimit_v()} allows: a heap of {heap >> 20:,} MB "
            f"(--memory-limit), a stack of at least {MIN_STACK_BYTES >> 20} MB for the solution and some "
            f"{JVM_BYTES >> 20} MB of its own; raise the limit, or lower --memory-limit")


LANGUAGE = ProgrammingLanguage(
    code="java", title="Java", extensions=(".java",),
    tools=(Tool("javac", "install a JDK, 17 or newer (Debian/Ubuntu: apt install default-jdk)"),
           Tool("java", "install a JDK, 17 or newer (Debian/Ubuntu: apt install default-jdk)")),
    driver=driver, builds=builds, generated=(FILE,), limited=limited, unable=unable,
)
