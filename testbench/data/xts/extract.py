"""Writes the XTS-AES vectors kept here.

ieee1619-2007.txt: IEEE Std 1619-2007 Annex B, vectors 1-19, from Crypto++'s
TestVectors/xts.txt (its "Source: P1619-2007, Appendix B" entries), which gives Key1 and Key2 on
one line and the data unit sequence number as a 16-byte little-endian IV; written here as IEEE
1619 states them: Key1, Key2, the sequence number in hex, PTX, CTX.

XTSGenAES128.rsp, XTSGenAES256.rsp: NIST CAVP XTSVS (CAVS 11.0), the "tweak value" hex-string
variant (`i` is the 16-byte tweak), as shipped in the PyPI package cryptography_vectors under
ciphers/AES/XTS/tweak-128hexstr/: of each section ([ENCRYPT], [DECRYPT]), the first KEEP records
of each DataUnitLen that is a whole number of bytes (128, 200, 256 bits with AES-128; 256, 384
with AES-256), in the file's format (its header kept, CR LF made LF). Every record kept runs
both ways on two simulators, which sets KEEP.

Usage: python3 extract.py CRYPTOPP_XTS_TXT TWEAK_128HEXSTR_DIR
"""
import pathlib, re, sys

KEEP = 10

here = pathlib.Path(__file__).parent
cryptopp, cavp = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])

# IEEE 1619-2007 Annex B.
text = cryptopp.read_text().replace("\\\n", "")
out = ["# IEEE Std 1619-2007 Annex B: XTS-AES test vectors 1-19 (Key1, Key2, data unit sequence",
       "# number in hex, PTX, CTX). Transcribed from Crypto++'s TestVectors/xts.txt by",
       "# `python3 extract.py` (see extract.py); checked against RustCrypto's xts-mode by",
       "# testbench/tests/xts_vectors.rs.", ""]
count = 0
for entry in text.split("\n#\n"):
    m = re.search(r"Source: P1619-2007, Appendix B\nComment: Vector (\d+),", entry)
    if not m:
        continue
    f = {k: "".join(v.split()) for k, v in re.findall(r"^(Key|IV|Plaintext|Ciphertext):\s*(.*)$", entry, re.M)}
    key = f["Key"]
    seq = int.from_bytes(bytes.fromhex(f["IV"]), "little")
    out += [f"Vector = {m.group(1)}", f"Key1 = {key[:len(key) // 2]}", f"Key2 = {key[len(key) // 2:]}",
            f"DataUnitSeqNo = {seq:x}", f"PTX = {f['Plaintext']}", f"CTX = {f['Ciphertext']}", ""]
    count += 1
assert count == 19, count
(here / "ieee1619-2007.txt").write_text("\n".join(out))

# NIST CAVP XTSVS, byte-granular records.
for name in ["XTSGenAES128.rsp", "XTSGenAES256.rsp"]:
    src = (cavp / name).read_text().replace("\r", "")
    head, rest = src.split("\n[ENCRYPT]", 1)
    kept = [f"# Subset of NIST CAVP {name} (XTSVS, tweak value as a hex string): in each section",
            f"# the first {KEEP} records of each DataUnitLen that is a multiple of 8, from",
            "# `python3 extract.py` (see extract.py).", "#"]
    kept += [line.rstrip() for line in head.strip("\n").split("\n")] + [""]
    for block in ("[ENCRYPT]" + rest).split("\n\n"):
        b = block.strip("\n")
        if b.startswith("["):
            kept += ["", b, ""]
            seen = {}
        elif b.startswith("COUNT"):
            bits = int(re.search(r"DataUnitLen = (\d+)", b).group(1))
            seen[bits] = seen.get(bits, 0) + 1
            if bits % 8 == 0 and seen[bits] <= KEEP:
                kept += [b, ""]
    (here / name).write_text("\n".join(kept))
