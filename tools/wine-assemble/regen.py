#!/usr/bin/env python3
"""Regenerate and check crates/shader/tests/data/native_encodings.yaml.

The table is its own source: every entry's `text` is assembled by Wine's
D3DAssemble (through wine-assemble.exe) and, for `source: wine` entries, the
`tokens` are replaced by Wine's words.  `source: hand` entries keep their
hand-written tokens; what Wine does with their text is recorded beside them
(`wine_error` when Wine rejects it, `wine_tokens` when Wine writes other
words).  Every token stream is also walked by a small decoder written from the
token-format documentation (the DDK token pages, https://learn.microsoft.com/en-us/windows-hardware/drivers/display/instruction-token and its siblings) and any disagreement
is printed, so a Wine word is never trusted blindly.

Usage:
  regen.py [--check] [--table PATH] [--mojo-report PATH]

  --check        do not write; exit 1 if the table differs from what Wine
                 writes now or a documentation check fails
  --mojo-report  also run tools/mojo-assemble on every text and write a
                 tab-separated comparison (name, wine/table tokens, mojo
                 tokens or error) to PATH

Needs: wine (WINEPREFIX defaults to /tmp/shadercts-wineprefix), mingw-w64 gcc,
PyYAML, and for --mojo-report gcc and libmojoshader-dev.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
TABLE = os.path.join(ROOT, "crates", "shader", "tests", "data", "native_encodings.yaml")
FIELDS = ["name", "profile", "source", "text", "tokens", "note", "wine_error", "wine_tokens"]


# --------------------------------------------------------------------------
# Tools


def build(out_dir):
    exe = os.path.join(out_dir, "wine-assemble.exe")
    subprocess.run(["x86_64-w64-mingw32-gcc", "-O2", "-Wall", "-o", exe,
                    os.path.join(HERE, "wine-assemble.c")], check=True)
    mojo = os.path.join(out_dir, "mojo-assemble")
    src = os.path.join(ROOT, "tools", "mojo-assemble", "mojo-assemble.c")
    try:
        subprocess.run(["gcc", "-O2", "-Wall", "-I/usr/include/mojoshader", "-o", mojo, src,
                        "-lmojoshader"], check=True)
    except (subprocess.CalledProcessError, FileNotFoundError):
        mojo = None
    return exe, mojo


def run_tool(cmd, files):
    """Runs an assembler wrapper; returns {file: ("ok", [words]) | ("fail", message)}."""
    out = subprocess.run(cmd + files, capture_output=True, text=True, cwd=os.path.dirname(files[0]))
    if out.returncode not in (0, 1):
        sys.exit("%s failed: %s" % (cmd[0], out.stderr))
    res = {}
    for line in out.stdout.splitlines():
        parts = line.split("\t")
        name = os.path.basename(parts[0])
        if parts[1] == "ok":
            res[name] = ("ok", parts[2].split())
        elif parts[1] == "fail":
            res[name] = ("fail", parts[-1].strip())
    return res


# --------------------------------------------------------------------------
# A decoder written from the token-format documentation, used as a check.


def profile_numbers(profile):
    kind, major, minor = profile.split("_")
    return kind, int(major), 0xFF if minor == "sw" else (1 if minor == "x" else int(minor))


# (has destination, number of sources) per opcode; a callable takes the profile.
def shape(op, kind, major, minor):
    ps1 = kind == "ps" and major == 1
    table = {
        0: (0, 0), 1: (1, 1), 2: (1, 2), 3: (1, 2), 4: (1, 3), 5: (1, 2), 6: (1, 1), 7: (1, 1),
        8: (1, 2), 9: (1, 2), 10: (1, 2), 11: (1, 2), 12: (1, 2), 13: (1, 2), 14: (1, 1),
        15: (1, 1), 16: (1, 1), 17: (1, 2), 18: (1, 3), 19: (1, 1), 20: (1, 2), 21: (1, 2),
        22: (1, 2), 23: (1, 2), 24: (1, 2), 25: (0, 1), 26: (0, 2), 27: (0, 2), 28: (0, 0),
        29: (0, 0), 30: (0, 1), 32: (1, 2), 33: (1, 2), 35: (1, 1), 36: (1, 1), 38: (0, 1),
        39: (0, 0), 40: (0, 1), 41: (0, 2), 42: (0, 0), 43: (0, 0), 44: (0, 0), 45: (0, 2),
        46: (1, 1), 65: (1, 0), 67: (1, 1), 68: (1, 1), 69: (1, 1), 70: (1, 1), 71: (1, 1),
        72: (1, 1), 73: (1, 1), 74: (1, 1), 76: (1, 2), 77: (1, 1), 78: (1, 1), 79: (1, 1),
        80: (1, 3), 82: (1, 1), 83: (1, 1), 84: (1, 1), 85: (1, 1), 86: (1, 1), 87: (1, 0),
        88: (1, 3), 89: (1, 2), 90: (1, 3), 91: (1, 1), 92: (1, 1), 93: (1, 4), 94: (1, 2),
        95: (1, 2), 96: (0, 1), 0xFFFD: (0, 0),
    }
    if op == 37:  # sincos: three sources before shader model 3
        return (1, 1) if major >= 3 else (1, 3)
    if op == 34:  # sgn: three sources before 3_0; sources disagree for 3_0 (1 or 3)
        return (1, (1, 3)) if major >= 3 else (1, 3)
    if op == 64:  # texcoord / texcrd
        return (1, 1) if (ps1 and minor == 4) else (1, 0)
    if op == 66:  # tex / texld
        if ps1:
            return (1, 1) if minor == 4 else (1, 0)
        return (1, 2)
    return table.get(op)


def regtype(t):
    return ((t >> 28) & 7) | ((t >> 8) & 0x18)


def doc_check(profile, words, ops=None):
    """Walks a token stream by the documented layout; returns a list of problems.

    When `ops` is a list, the opcode of every statement is appended to it."""
    kind, major, minor = profile_numbers(profile)
    w = [int(x, 16) for x in words]
    probs = []
    if ops is None:
        ops = []
    ver = (0xFFFE if kind == "vs" else 0xFFFF) << 16 | major << 8 | minor
    if not w or w[0] != ver:
        return ["version token %s, expected %08x" % (words[:1], ver)]
    if w[-1] != 0xFFFF:
        probs.append("last word is not the end token")
    sm2 = major >= 2
    ps1 = kind == "ps" and major == 1
    rel_token = (kind == "vs" and major >= 2) or (kind == "ps" and major >= 3)
    i = 1
    while i < len(w) - 1:
        tok = w[i]
        at = "word %d (%08x)" % (i, tok)
        op = tok & 0xFFFF
        if op == 0xFFFE:
            i += 1 + ((tok >> 16) & 0x7FFF)
            continue
        if tok >> 31:
            probs.append("%s: bit 31 set on an instruction token" % at)
        if (tok >> 29) & 1:
            probs.append("%s: reserved bit 29 set" % at)
        coissue = (tok >> 30) & 1
        pred = (tok >> 28) & 1
        length = (tok >> 24) & 0xF
        control = (tok >> 16) & 0xFF
        if coissue and not ps1:
            probs.append("%s: co-issue outside ps_1_x" % at)
        if pred and not (major >= 3 or (major == 2 and minor != 0)):
            probs.append("%s: predicated below 2_x" % at)
        ops.append(op)
        if op == 0xFFFD:
            i += 1
            continue
        j = i + 1
        if op == 31:  # dcl: usage token + destination
            u = w[j]
            if not u >> 31:
                probs.append("%s: dcl usage token without bit 31" % at)
            if u & 0x07F0FFF0:
                probs.append("%s: dcl usage token has reserved bits %08x" % (at, u & 0x07F0FFF0))
            d = w[j + 1]
            if (u >> 27) & 0xF and regtype(d) != 10:
                probs.append("%s: sampler type on a non-sampler dcl" % at)
            j += 2
        elif op in (81, 48, 47):  # def, defi, defb
            want = {81: 2, 48: 7, 47: 14}[op]
            if regtype(w[j]) != want:
                probs.append("%s: def* destination type %d, expected %d" % (at, regtype(w[j]), want))
            j += 2 if op == 47 else 5
        else:
            s = shape(op, kind, major, minor)
            if s is None:
                probs.append("%s: unknown opcode %d" % (at, op))
                break
            has_dst, nsrc = s
            if isinstance(nsrc, tuple):
                # Several documented forms: take the one the length field names.
                nsrc = next((n for n in nsrc if has_dst + pred + n == length), nsrc[0])
            params = []
            if has_dst:
                params.append("dst")
            if pred:
                params.append("pred")
            params += ["src"] * nsrc
            for p in params:
                t = w[j]
                if not t >> 31:
                    probs.append("%s: parameter word %d lacks bit 31" % (at, j))
                if t & 0xC000:
                    probs.append("%s: reserved bits 14-15 set in word %d" % (at, j))
                if regtype(t) > 19:
                    probs.append("%s: register type %d" % (at, regtype(t)))
                rel = (t >> 13) & 1
                if p == "dst":
                    if (t >> 24) & 0xF and not ps1:
                        probs.append("%s: result shift outside ps_1_x" % at)
                    if rel and not (kind == "vs" and major >= 3):
                        probs.append("%s: relative destination below vs_3_0" % at)
                else:
                    mod = (t >> 24) & 0xF
                    if mod >= 14:
                        probs.append("%s: undefined source modifier %d" % (at, mod))
                    if not ps1 and 2 <= mod <= 10:
                        probs.append("%s: ps_1_x source modifier %d in %s" % (at, mod, profile))
                    if p == "pred" and regtype(t) != 19:
                        probs.append("%s: predicate token of type %d" % (at, regtype(t)))
                    # Output-only files cannot be read: RASTOUT 4, ATTROUT 5,
                    # COLOROUT 8, DEPTHOUT 9, and 6 (TEXCRDOUT/OUTPUT) in vs.
                    if regtype(t) in (4, 5, 8, 9) or (regtype(t) == 6 and kind == "vs"):
                        probs.append("%s: source reads output register type %d" % (at, regtype(t)))
                j += 1
                if rel and rel_token:
                    r = w[j]
                    if not r >> 31 or regtype(r) not in (3, 15):
                        probs.append("%s: bad relative-address token %08x" % (at, r))
                    j += 1
                elif rel and not (kind == "vs" and major == 1 and regtype(t) == 2):
                    probs.append("%s: relative bit without an address token" % at)
            if op in (41, 45, 94):
                if not 1 <= control <= 6:
                    probs.append("%s: comparison %d" % (at, control))
            elif op == 66 and sm2:
                if control > 2:
                    probs.append("%s: texld control %d" % (at, control))
            elif control:
                probs.append("%s: control bits %02x on opcode %d" % (at, control, op))
        if sm2 and length != j - i - 1:
            probs.append("%s: length field %d, %d parameter words follow" % (at, length, j - i - 1))
        if not sm2 and length:
            probs.append("%s: length field %d in shader model 1" % (at, length))
        i = j
    if i != len(w) - 1:
        probs.append("walk ended at word %d of %d" % (i, len(w)))
    return probs


def order_check(text, ops):
    """Checks that the statements of the stream follow the text, line by line.

    Wine's writer moves dcl and def* statements (see README); this catches a
    `source: wine` entry whose text is not already in that order."""
    lines = [l.split(";")[0].split("//")[0].strip() for l in text.split("\n")[1:]]
    lines = [l.lstrip("+").strip() for l in lines if l]
    if len(lines) != len(ops):
        return ["%d statements in the text, %d in the tokens" % (len(lines), len(ops))]
    special = {"dcl": 31, "def": 81, "defb": 47, "defi": 48}
    probs = []
    for k, (line, op) in enumerate(zip(lines, ops)):
        word = line.split()[0].lower()
        word = "dcl" if word.startswith("dcl") else word
        want = special.get(word)
        if (want is not None or op in special.values()) and want != op:
            probs.append("statement %d (%s) is opcode %d in the tokens" % (k + 1, line, op))
    return probs


# --------------------------------------------------------------------------
# Output


def q(s):
    return json.dumps(s, ensure_ascii=False)


def emit_words(key, words):
    if not words:
        return ["  %s: []" % key]
    lines = ["  %s: [" % key]
    for k in range(0, len(words), 8):
        lines.append("    " + ", ".join(q(x) for x in words[k:k + 8]) + ",")
    lines[-1] = lines[-1].rstrip(",")
    lines.append("  ]")
    return lines


HEADER = """\
# Native token streams of Direct3D 9 shader assembly: the reference table for the
# encoder and decoder tests (crates/shader/tests/native_encodings.rs).
#
# source: wine  - the tokens are what Wine's D3DAssemble (d3dcompiler_43, Wine 8.0,
#                 flags D3DCOMPILE_SKIP_VALIDATION) writes for `text`, comment tokens
#                 dropped, each walked by a decoder written from the token-format
#                 documentation (the DDK token pages, e.g. https://learn.microsoft.com/en-us/windows-hardware/drivers/display/instruction-token)
#                 before being trusted.
# source: hand  - Wine rejects the text or writes words that contradict the
#                 documentation; the tokens were written by hand from the token-format
#                 documentation. `wine_error` / `wine_tokens` record what Wine did.
#
# Regenerate with tools/wine-assemble/regen.py (see tools/wine-assemble/README.md);
# edit `text`, `note` and hand `tokens` here, never Wine's tokens.
"""


def write_table(path, entries):
    out = [HEADER.rstrip("\n")]
    for e in entries:
        out.append("")
        out.append("- name: %s" % e["name"])
        out.append("  profile: %s" % e["profile"])
        out.append("  source: %s" % e["source"])
        out.append("  text: |-")
        for line in e["text"].split("\n"):
            out.append(("    " + line).rstrip())
        out += emit_words("tokens", e["tokens"])
        if e.get("note"):
            out.append("  note: %s" % q(e["note"]))
        if e.get("wine_error"):
            out.append("  wine_error: %s" % q(e["wine_error"]))
        if e.get("wine_tokens"):
            out += emit_words("wine_tokens", e["wine_tokens"])
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


# --------------------------------------------------------------------------


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--table", default=TABLE)
    ap.add_argument("--mojo-report")
    args = ap.parse_args()

    with open(args.table) as f:
        entries = yaml.safe_load(f)
    names = [e["name"] for e in entries]
    dup = {n for n in names if names.count(n) > 1}
    if dup:
        sys.exit("duplicate names: %s" % sorted(dup))
    for e in entries:
        unknown = set(e) - set(FIELDS)
        if unknown:
            sys.exit("%s: unknown fields %s" % (e["name"], sorted(unknown)))
        e["tokens"] = [("%08x" % x) if isinstance(x, int) else str(x).lower() for x in e.get("tokens") or []]

    env = dict(os.environ)
    env.setdefault("WINEPREFIX", "/tmp/shadercts-wineprefix")
    env["WINEDEBUG"] = "-all"
    os.environ.update(env)
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        exe, mojo = build(tmp)
        files = []
        for e in entries:
            p = os.path.join(tmp, e["name"] + ".asm")
            with open(p, "w") as f:
                f.write(e["text"] + "\n")
            files.append(p)
        wine = run_tool(["wine", exe], files)
        mojo_res = run_tool([mojo], files) if (mojo and args.mojo_report) else {}

    for e in entries:
        key = e["name"] + ".asm"
        status, val = wine.get(key, ("fail", "no output from wine-assemble"))
        if e["source"] == "wine":
            if status != "ok":
                print("%s: Wine rejects a `source: wine` entry: %s" % (e["name"], val))
                failed = True
                continue
            if e["tokens"] != val:
                if e["tokens"]:
                    print("%s: tokens changed\n  table %s\n  wine  %s" % (e["name"], " ".join(e["tokens"]), " ".join(val)))
                    failed = True
                e["tokens"] = val
            e.pop("wine_error", None)
            e.pop("wine_tokens", None)
        elif e["source"] == "hand":
            e.pop("wine_error", None)
            e.pop("wine_tokens", None)
            if status == "ok":
                if val == e["tokens"]:
                    print("%s: Wine now agrees with the hand tokens; consider `source: wine`" % e["name"])
                else:
                    e["wine_tokens"] = val
            else:
                e["wine_error"] = val
        else:
            sys.exit("%s: source must be wine or hand" % e["name"])
        ops = []
        for p in doc_check(e["profile"], e["tokens"], ops):
            print("%s: documentation check: %s" % (e["name"], p))
            failed = True
        for p in order_check(e["text"], ops):
            print("%s: statement order: %s" % (e["name"], p))
            failed = True

    if args.mojo_report:
        with open(args.mojo_report, "w") as f:
            for e in entries:
                status, val = mojo_res.get(e["name"] + ".asm", ("fail", "not run"))
                mw = " ".join(val) if status == "ok" else "ERROR " + val
                f.write("%s\t%s\t%s\t%s\n" % (e["name"], e["profile"], " ".join(e["tokens"]), mw))

    if not args.check:
        write_table(args.table, entries)
    profiles = sorted({e["profile"] for e in entries})
    print("%d entries, %d profiles (%s), %d wine, %d hand" % (
        len(entries), len(profiles), " ".join(profiles),
        sum(e["source"] == "wine" for e in entries), sum(e["source"] == "hand" for e in entries)))
    return 1 if failed and args.check else 0


if __name__ == "__main__":
    sys.exit(main())
