"""How large the idea's surroundings are: the measures of issue #36, printed as one table.

    python benchmarks/architecture.py [--json]

- ``declare()``'s parameters;
- the class in ``stonegame.core`` with the most methods, and the dataclass with the most fields;
- the stonegame modules loaded by ``stonegame solve stone-game 5 3 4 5 --line``;
- upward registrations: statements run at import time, outside ``stonegame.core``, that call a
  function of ``stonegame.core`` (a higher layer filling a core list);
- imports kept only for their side effects (``noqa: F401``);
- ruff's findings of C901 (complexity > 10) and PLR0913 (more than 5 arguments), whatever
  ``pyproject.toml`` lets pass;
- lines of Python in ``src/`` (the lessons' listings aside: ``games/*/solutions``, ``mistakes``).

Run from the repository's root. Nothing here asserts anything; tests/test_layout.py holds the
limits the issue set.
"""

from __future__ import annotations

import argparse
import ast
import inspect
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "src" / "stonegame"


def python_files() -> list[Path]:
    return [path for path in sorted(SOURCE.rglob("*.py"))
            if not {"solutions", "mistakes"} & set(path.relative_to(SOURCE).parts)]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SOURCE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def lines() -> int:
    return sum(len(path.read_text(encoding="utf-8").splitlines()) for path in python_files())


def declare_parameters() -> int:
    from stonegame.core.declare import declare

    return len(inspect.signature(declare).parameters)


def largest_in_core() -> tuple[tuple[int, str], tuple[int, str]]:
    """((methods, class), (fields, dataclass)) of the largest of each in stonegame.core."""
    most_methods, most_fields = (0, ""), (0, "")
    for path in python_files():
        if "core" not in path.relative_to(SOURCE).parts[:1]:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ClassDef):
                continue
            name = f"{module_name(path)}.{node.name}"
            methods = sum(isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) for item in node.body)
            most_methods = max(most_methods, (methods, name))
            if any("dataclass" in ast.unparse(decorator) for decorator in node.decorator_list):
                fields = sum(isinstance(item, ast.AnnAssign) and "ClassVar" not in ast.unparse(item.annotation)
                             for item in node.body)
                most_fields = max(most_fields, (fields, name))
    return most_methods, most_fields


SMALL_PATH = ["solve", "stone-game", "5", "3", "4", "5", "--line"]


def modules_on_the_small_path() -> int:
    script = ("import sys, contextlib, io\nfrom stonegame.cli import main\n"
              "with contextlib.redirect_stdout(io.StringIO()):\n"
              f"    try: main({SMALL_PATH!r})\n    except SystemExit: pass\n"
              "print(sum(name == 'stonegame' or name.startswith('stonegame.') for name in sys.modules))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    return int(done.stdout.strip().splitlines()[-1])


def upward_registrations() -> list[str]:
    """Top-level statements outside core that call a function imported from stonegame.core."""
    found = []
    for path in python_files():
        name = module_name(path)
        if name.startswith("stonegame.core"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        from_core = {alias.asname or alias.name for node in tree.body if isinstance(node, ast.ImportFrom)
                     and (node.module or "").startswith("stonegame.core") for alias in node.names}
        for node in tree.body:
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
                callee = ast.unparse(node.value.func).split(".")[0]
                if callee in from_core:
                    found.append(f"{name}: {ast.unparse(node.value)[:60]}")
    return found


def kept_for_side_effects() -> list[str]:
    return [f"{module_name(path)}:{number}" for path in python_files()
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if "noqa: F401" in line]


def ruff_findings() -> dict[str, int]:
    done = subprocess.run(["ruff", "check", "--isolated", "--select", "C901,PLR0913", "--line-length", "120",
                           "--output-format", "json", *map(str, python_files())],
                          capture_output=True, text=True, cwd=ROOT)
    counts = {"C901": 0, "PLR0913": 0}
    for finding in json.loads(done.stdout or "[]"):
        counts[finding["code"]] = counts.get(finding["code"], 0) + 1
    return counts


def ruff_exceptions() -> int:
    """Entries of pyproject.toml's per-file-ignores that exempt files from C901 or PLR0913."""
    import tomllib

    settings = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    ignores = settings["tool"]["ruff"]["lint"].get("per-file-ignores", {})
    return sum(bool({"C901", "PLR0913"} & set(codes)) for codes in ignores.values())


def measures() -> dict[str, object]:
    (methods, widest), (fields, fullest) = largest_in_core()
    return {
        "declare() parameters": declare_parameters(),
        "most methods on a class in core": f"{methods} ({widest})",
        "most fields on a dataclass in core": f"{fields} ({fullest})",
        "stonegame modules loaded by `solve stone-game 5 3 4 5 --line`": modules_on_the_small_path(),
        "upward registrations": len(upward_registrations()),
        "imports kept for their side effects (noqa: F401)": len(kept_for_side_effects()),
        **{f"ruff {code} findings": count for code, count in ruff_findings().items()},
        "files exempt from them in pyproject.toml (entries)": ruff_exceptions(),
        "lines of Python in src (listings aside)": lines(),
        "Python modules in src (listings aside)": len(python_files()),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    found = measures()
    if parser.parse_args().json:
        print(json.dumps(found, indent=1))
        return
    print("| measure | now |\n|---|---|")
    for measure, value in found.items():
        print(f"| {measure} | {value} |")


if __name__ == "__main__":
    main()
