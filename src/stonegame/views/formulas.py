"""A formula, written once in LaTeX, drawn three ways: Unicode text for a terminal, ``$…$`` for
Markdown (GitHub and Jupyter render it), MathML for HTML (Chromium draws it natively: no
script, no CDN).

The LaTeX is a small subset, what recurrences need: ``\\max``, ``\\min``, ``\\sum``, sub- and
superscripts, relations (``\\le``, ``\\ge``, ``\\ne``, ``\\equiv``), ``\\bmod``, ``\\text{…}``,
``\\mathrm{…}``, floors, spacing. MathML comes from latex2mathml (a well-kept converter);
the Unicode text from ``unicode`` here, a plain table of symbols.

>>> unicode(r"\\mathrm{dp}[i][j] = \\max(s_i - \\mathrm{dp}[i+1][j],\\ s_j - \\mathrm{dp}[i][j-1])")
'dp[i][j] = max(sᵢ − dp[i+1][j], sⱼ − dp[i][j−1])'
>>> unicode(r"\\sum_{k=i}^{j} s_k \\quad \\text{for } i \\le j")
'Σₖ₌ᵢ^j sₖ  for i ≤ j'
"""

from __future__ import annotations

import re
from functools import lru_cache

SYMBOLS = {
    r"\max": "max", r"\min": "min", r"\sum": "Σ", r"\prod": "Π", r"\le": "≤", r"\leq": "≤", r"\ge": "≥",
    r"\geq": "≥", r"\ne": "≠", r"\neq": "≠", r"\equiv": "≡", r"\cdot": "·", r"\times": "×", r"\bmod": "mod",
    r"\in": "∈", r"\notin": "∉", r"\ldots": "…", r"\dots": "…", r"\cdots": "⋯", r"\to": "→",
    r"\rightarrow": "→", r"\Rightarrow": "⇒", r"\iff": "⇔", r"\lfloor": "⌊", r"\rfloor": "⌋",
    r"\lceil": "⌈", r"\rceil": "⌉", r"\oplus": "⊕", r"\land": "∧", r"\lor": "∨", r"\neg": "¬",
    r"\lnot": "¬", r"\infty": "∞", r"\mid": "|", r"\lvert": "|", r"\rvert": "|", r"\emptyset": "∅",
    r"\varnothing": "∅", r"\setminus": "∖", r"\cup": "∪", r"\cap": "∩", r"\forall": "∀", r"\exists": "∃",
    r"\pm": "±", r"\mp": "∓", r"\approx": "≈", r"\sqrt": "√", r"\phi": "φ", r"\varphi": "φ", r"\pi": "π", r"\mu": "μ",
    r"\quad": " \u2003 ", r"\qquad": " \u2003\u2003 ", r"\bigl": "", r"\bigr": "", r"\Bigl": "", r"\Bigr": "",
    r"\left": "", r"\right": "", r"\displaystyle": "", r"\colon": ":", r"\wedge": "∧", r"\vee": "∨",
}
"""LaTeX commands and the text that stands for them."""

SUBSCRIPTS = dict(zip("0123456789+-=()aehijklmnoprstuvx", "₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ", strict=True))
SUPERSCRIPTS = dict(zip("0123456789+-=()in", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁱⁿ", strict=True))

OPEN, CLOSE = "\ue000", "\ue001"
"""Stand-ins (private-use characters) for a set's written braces while grouping braces are removed."""

_COMMAND = re.compile(r"\\[A-Za-z]+")
_WRAPPERS = re.compile(r"\\(?:text|mathrm|operatorname|mathit|mathbf|textrm)\{([^{}]*)\}")


def _group(text: str, start: int) -> tuple[str, int]:
    """The argument of a sub- or superscript at ``start``: a braced group, or one character."""
    if start < len(text) and text[start] == "{":
        depth = 0
        for end in range(start, len(text)):
            depth += {"{": 1, "}": -1}.get(text[end], 0)
            if depth == 0:
                return text[start + 1:end], end + 1
        return text[start + 1:], len(text)
    return text[start:start + 1], start + 1


def _script(body: str, table: dict[str, str], mark: str) -> str:
    """``body`` in sub- or superscript characters where every one has a form, else marked."""
    if body and all(char in table for char in body):
        return "".join(table[char] for char in body)
    return f"{mark}{body}" if len(body) == 1 else f"{mark}({body})"


@lru_cache(maxsize=1024)
def unicode(latex: str) -> str:
    """The formula as plain Unicode text, for a terminal (see the module's examples). A set's
    braces stay, as in VI's states:

    >>> unicode(r"\\mathrm{dp}[\\{0, 2\\}] = \\max(4 - \\mathrm{dp}[\\{0\\}], 2 - \\mathrm{dp}[\\{2\\}])")
    'dp[{0, 2}] = max(4 − dp[{0}], 2 − dp[{2}])'
    """
    text = latex
    while True:  # \text{...} and friends may nest in a sub- or superscript: unwrap until none is left
        unwrapped = _WRAPPERS.sub(lambda found: found.group(1), text)
        if unwrapped == text:
            break
        text = unwrapped
    # a set's braces (\{ \}) are kept, LaTeX's own grouping braces are dropped at the end: held apart till then
    text = text.replace(r"\{", OPEN).replace(r"\}", CLOSE).replace(r"\,", " ").replace(r"\;", " ")
    text = text.replace(r"\ ", " ").replace(r"\!", "").replace(r"\%", "%").replace(r"\#", "#")
    text = _COMMAND.sub(lambda found: SYMBOLS.get(found.group(), found.group()[1:]), text)
    out: list[str] = []
    index = 0
    while index < len(text):
        char = text[index]
        if char in "_^":
            body, index = _group(text, index + 1)
            out.append(_script(body, SUBSCRIPTS if char == "_" else SUPERSCRIPTS, char))
            continue
        out.append("−" if char == "-" else char)
        index += 1
    said = "".join(out).replace("{", "").replace("}", "").replace(OPEN, "{").replace(CLOSE, "}")
    return re.sub(r" *(\u2003+) *", lambda quad: "  " * len(quad.group(1)), re.sub(r" {2,}", " ", said)).strip()


def markdown(latex: str, display: bool = False) -> str:
    """The formula as Markdown math: ``$…$`` inline, ``$$…$$`` on its own line."""
    return f"$${latex}$$" if display else f"${latex}$"


def steps(latex: str) -> list[str]:
    """A worked formula cut before each ``=`` outside brackets: the pieces a narrow page puts on
    lines of their own, since MathML itself never breaks a line (Chromium scrolls it instead).

    >>> steps(r"\\mathrm{dp}[0] = \\max(3 - \\mathrm{dp}[1], f(x = 1)) = 7")
    ['\\\\mathrm{dp}[0]', '= \\\\max(3 - \\\\mathrm{dp}[1], f(x = 1))', '= 7']
    """
    pieces, depth, start = [], 0, 0
    for at, char in enumerate(latex):
        depth += (char in "([{") - (char in ")]}")
        if char == "=" and depth == 0 and at > start:
            pieces.append(latex[start:at].strip())
            start = at
    pieces.append(latex[start:].strip())
    return [piece for piece in pieces if piece]


@lru_cache(maxsize=1024)
def mathml(latex: str, display: bool = False) -> str:
    """The formula as a MathML element (``<math>``), block-level when ``display``."""
    from latex2mathml.converter import convert

    return convert(latex, display="block" if display else "inline")
