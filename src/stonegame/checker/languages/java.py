"""Java: LeetCode's ``class Solution`` compiled with javac and run on one JVM for every case.

The driver is one file, ``Solution.java``: LeetCode's default imports on its first line, in
front of the user's first line (so every line keeps its number in javac's messages and in stack
traces), the user's file as it is, then a class ``StonegameDriver`` that finds the method by
reflection (today's name or an older capitalization, with LeetCode's parameter types) and calls
it on a fresh ``Solution`` per case, in a thread with a deep stack.

Memory: the JVM reserves far more address space than it uses, so it runs uncapped and bounds
its own heap with ``-Xmx`` (the memory limit); an ``OutOfMemoryError`` is the memory verdict.
"""

from __future__ import annotations

from pathlib import Path

from stonegame.checker.languages.base import Build, Language, Signature, Tool, first_lines
from stonegame.checker.limits import STACK_BYTES

IMPORTS = ("java.util.*", "java.util.function.*", "java.util.stream.*", "java.math.*", "java.io.*",
           "java.util.concurrent.*", "java.util.concurrent.atomic.*", "java.util.regex.*", "java.text.*")
"""What LeetCode's Java environment imports before the user's code."""
FILE = "Solution.java"  # so a ``public class Solution`` compiles too
MIN_STACK_BYTES = 64 * 2**20  # the solution's thread: a recursion 10^5 deep takes some 10-20 MB
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


def builds(source: Path, memory: int) -> list[Build]:
    megabytes = memory >> 20
    heap = [f"-Xmx{max(16, megabytes)}m"] if megabytes else []
    # the stack lies outside the heap: as deep as the memory limit allows, within STACK_BYTES
    stack = min(STACK_BYTES, max(MIN_STACK_BYTES, memory)) if memory else STACK_BYTES
    run = ("java", *heap, f"-Xss{stack >> 20}m", "-XX:+UseSerialGC", "-XX:-UsePerfData", "-Dfile.encoding=UTF-8",
           "-cp", "{build}", "StonegameDriver", str(stack))
    compile_ = (("javac", "-encoding", "UTF-8", "-nowarn", "-d", ".", FILE),)
    return [Build("check", compile_, run, 0, 0)]  # one build: the JVM has no sanitizer to leave out


def errors(output: str, source: Path, folder: Path) -> str:
    return first_lines(output, source, folder, [FILE])


def finding(stderr: str) -> str | None:
    return None


LANGUAGE = Language(
    code="java", title="Java", extensions=(".java",),
    tools=(Tool("javac", "install a JDK, 17 or newer (Debian/Ubuntu: apt install default-jdk)"),
           Tool("java", "install a JDK, 17 or newer (Debian/Ubuntu: apt install default-jdk)")),
    driver=driver, builds=builds, errors=errors, finding=finding,
)
