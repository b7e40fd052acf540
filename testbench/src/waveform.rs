//! Reads a VCD file back (with the `vcd` crate) so tests can find events in a waveform.

use std::collections::HashMap;
use std::fs::File;
use std::io::BufReader;
use std::path::Path;
use vcd::{Command, IdCode, Value};

/// Every value change of every variable, by hierarchical name (`uut.expansion.round.q`). A
/// vector wider than 128 bits is kept as 128-bit pieces: its name holds bits `127:0`, and
/// `name[255:128]`, `name[383:256]`, ... the rest (the last piece named by its top bit).
pub struct Waveform {
    names: HashMap<String, (IdCode, usize)>,
    changes: HashMap<(IdCode, usize), Vec<(u64, u128)>>,
}

fn bit(v: Value) -> u128 {
    (v == Value::V1) as u128
}

/// The name of the vector a piece belongs to: `name` for `name[255:128]`, any other name as it is.
pub fn vector_of(piece: &str) -> &str {
    match piece.strip_suffix(']').and_then(|p| p.rsplit_once('[')) {
        Some((base, range)) if range.split_once(':').is_some_and(|(h, l)| h.parse::<u32>().is_ok() && l.parse::<u32>().is_ok()) => base,
        _ => piece,
    }
}

/// How many pieces of vector `id` have changed so far.
fn changes_pieces(changes: &HashMap<(IdCode, usize), Vec<(u64, u128)>>, id: IdCode) -> usize {
    (0..).take_while(|&p| changes.contains_key(&(id, p))).count()
}

impl Waveform {
    pub fn load(path: &Path) -> std::io::Result<Waveform> {
        let mut parser = vcd::Parser::new(BufReader::new(File::open(path)?));
        let header = parser.parse_header()?;
        let mut names = HashMap::new();
        fn walk(items: &[vcd::ScopeItem], prefix: &str, names: &mut HashMap<String, (IdCode, usize)>) {
            for item in items {
                match item {
                    vcd::ScopeItem::Scope(s) => walk(&s.items, &format!("{prefix}{}.", s.identifier), names),
                    vcd::ScopeItem::Var(v) => {
                        let name = format!("{prefix}{}", v.reference);
                        for piece in 1..(v.size as usize).div_ceil(128) {
                            let top = (128 * piece + 127).min(v.size as usize - 1);
                            names.insert(format!("{name}[{top}:{}]", 128 * piece), (v.code, piece));
                        }
                        names.insert(name, (v.code, 0));
                    }
                    _ => {}
                }
            }
        }
        walk(&header.items, "", &mut names);
        let mut changes: HashMap<(IdCode, usize), Vec<(u64, u128)>> = HashMap::new();
        let mut time = 0;
        for command in parser {
            match command? {
                Command::Timestamp(t) => time = t,
                Command::ChangeScalar(id, v) => changes.entry((id, 0)).or_default().push((time, bit(v))),
                Command::ChangeVector(id, v) => {
                    // Bits from the most significant written one; a shorter value is
                    // zero-extended, so every piece above it changes to 0.
                    let bits: Vec<u128> = v.iter().map(bit).collect();
                    let pieces = bits.len().div_ceil(128).max(1);
                    for piece in 0..pieces.max(changes_pieces(&changes, id)) {
                        let lo = 128 * piece;
                        let value = (lo..(lo + 128).min(bits.len()))
                            .rev()
                            .fold(0u128, |acc, i| (acc << 1) | bits[bits.len() - 1 - i]);
                        changes.entry((id, piece)).or_default().push((time, value));
                    }
                }
                _ => {}
            }
        }
        Ok(Waveform { names, changes })
    }

    /// The names of all variables.
    pub fn names(&self) -> impl Iterator<Item = &String> {
        self.names.keys()
    }

    /// `(time, value)` of every change of `name`, in time order; panics if there is no such signal.
    pub fn changes(&self, name: &str) -> &[(u64, u128)] {
        let key = self.names.get(name).unwrap_or_else(|| panic!("no signal {name} in the waveform"));
        self.changes.get(key).map(Vec::as_slice).unwrap_or(&[])
    }

    /// The value of `name` at `time` (the last change at or before it).
    pub fn value_at(&self, name: &str, time: u64) -> u128 {
        self.changes(name).iter().take_while(|(t, _)| *t <= time).last().map(|c| c.1).unwrap_or(0)
    }
}

impl Waveform {
    /// Every variable's last value: a dump of every register and wire at the end of the trace.
    pub fn final_values(&self) -> Vec<(String, u128)> {
        let mut v: Vec<(String, u128)> = self
            .names
            .iter()
            .map(|(n, key)| (n.clone(), self.changes.get(key).and_then(|c| c.last()).map_or(0, |c| c.1)))
            .collect();
        v.sort();
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_vector_wider_than_128_bits_is_kept_in_pieces() {
        let dir = std::env::temp_dir().join(format!("waveform-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("wide.vcd");
        // 300 bits: bit 299, bit 200 and bit 0 set at time 1; at time 2 a shorter value (bits
        // above it zero): only bit 129.
        let mut v1 = vec!['0'; 300];
        for b in [299, 200, 0] {
            v1[299 - b] = '1';
        }
        let v2 = format!("1{}", "0".repeat(129));
        let text = format!(
            "$timescale 1ns $end\n$scope module top $end\n$var wire 300 ! w $end\n$var wire 8 \" n $end\n\
             $upscope $end\n$enddefinitions $end\n#1\nb{} !\nb101 \"\n#2\nb{v2} !\n",
            v1.iter().collect::<String>()
        );
        std::fs::write(&path, text).unwrap();
        let w = Waveform::load(&path).unwrap();
        assert_eq!(w.value_at("top.w", 1), 1);
        assert_eq!(w.value_at("top.w[255:128]", 1), 1 << (200 - 128));
        assert_eq!(w.value_at("top.w[299:256]", 1), 1 << (299 - 256));
        assert_eq!(w.value_at("top.w", 2), 0);
        assert_eq!(w.value_at("top.w[255:128]", 2), 2);
        assert_eq!(w.value_at("top.w[299:256]", 2), 0);
        assert_eq!(w.value_at("top.n", 2), 5);
        let names: Vec<String> = w.final_values().into_iter().map(|(n, _)| n).collect();
        assert_eq!(names, ["top.n", "top.w", "top.w[255:128]", "top.w[299:256]"]);
        assert_eq!(names.iter().map(|n| vector_of(n)).collect::<Vec<_>>(), ["top.n", "top.w", "top.w", "top.w"]);
        assert_eq!(vector_of("top.lookup[1].rom"), "top.lookup[1].rom");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
