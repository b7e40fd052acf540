"""Writes the CAVP GCM subset kept here: from each [IVlen = 96] section of the NIST CAVP files
gcmEncryptExtIV{128,192,256}.rsp and gcmDecrypt{128,192,256}.rsp (as shipped in the PyPI package
cryptography_vectors), the first `KEEP` records, plus the first FAIL record of a decrypt section
when those have none. Usage: python3 subset.py DIR_WITH_THE_RSP_FILES"""
import pathlib, sys

KEEP = 1
src = pathlib.Path(sys.argv[1])
for name in [f"gcm{k}{b}.rsp" for k in ("EncryptExtIV", "Decrypt") for b in (128, 192, 256)]:
    out, header, records, in96 = [], [], [], False

    def flush():
        if in96 and records:
            kept = records[:KEEP]
            if "Decrypt" in name and not any("FAIL" in r for r in kept):
                kept += [r for r in records if "FAIL" in r][:1]
            out.append("".join(header) + "\n" + "\n".join(kept))

    for block in (src / name).read_text().replace("\r", "").split("\n\n"):
        b = block.strip("\n")
        if b.startswith("["):
            flush()
            header, records = [b + "\n"], []
            in96 = "[IVlen = 96]" in b
        elif b.startswith("Count"):
            records.append(b + "\n")
    flush()
    (pathlib.Path(__file__).parent / name).write_text(
        f"# Subset of NIST CAVP {name} (CAVS 14.0), [IVlen = 96] sections, from subset.py\n\n" + "\n".join(out))
