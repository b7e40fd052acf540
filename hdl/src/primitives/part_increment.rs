//! A 128-bit number plus one by 32-bit parts whose carries come from flip-flops: the functions
//! and the Verilog text that CTR's counter step and XTS's `i + 1` share.
//!
//! A carry into part `k` needs every part below it all ones; decoding that from up to 96 bits is
//! three LUT levels before the step's select. Here the user keeps the three flags (`ones`: which
//! of parts 0..2 are all ones) in a register beside the number; the step is then one part's
//! increment and a select, and the flags of the result (`next_ones`) are decoded from one part and
//! the flags below it, for the user to register with the result. `x_ones` decodes them from the
//! number itself, for a number that is a register.

/// The column word (32 bits of a block in AXI4-Stream layout) that holds part `k` of the number:
/// word `k` for a little-endian number (XTS's data unit number), word `3 - k` for a big-endian
/// one in FIPS byte order (CTR's counter, each word's bytes swapped).
pub fn word_of_part(k: usize, byte_swapped: bool) -> usize {
    if byte_swapped { 3 - k } else { k }
}

/// Which of the three low 32-bit parts of `number` are all ones (bit `k`: bits `[32k+31:32k]`).
pub fn ones(number: u128) -> u8 {
    (0..3).filter(|&k| (number >> (32 * k)) as u32 == u32::MAX).fold(0, |acc, k| acc | 1 << k)
}

fn carry(ones: u8, k: usize) -> bool {
    (0..k).all(|j| ones >> j & 1 == 1)
}

/// `number + 1` with the carries taken from `ones`: each part incremented when every part below
/// it is flagged all ones. Equal to `number.wrapping_add(1)` when `ones == ones(number)`.
pub fn increment(number: u128, ones: u8) -> u128 {
    (0..4).fold(0u128, |acc, k| {
        let part = (number >> (32 * k)) as u32;
        let part = if carry(ones, k) { part.wrapping_add(1) } else { part };
        acc | (part as u128) << (32 * k)
    })
}

/// [`ones`] of `increment(number, ones)`, part by part: part `k` of the result is all ones when
/// its bits above bit 0 are, and bit 0 is 1 after the step (bit 0 XOR the carry in).
pub fn next_ones(number: u128, ones: u8) -> u8 {
    (0..3)
        .filter(|&k| {
            let part = (number >> (32 * k)) as u32;
            part >> 1 == u32::MAX >> 1 && (part & 1 == 1) != carry(ones, k)
        })
        .fold(0, |acc, k| acc | 1 << k)
}

/// The flags after a hand-over that loads the step into the parts not in `kept` and leaves
/// the parts in `kept`: the step's flags `step` for the loaded parts, the flags `decoded` from
/// the register for the kept ones.
pub fn hand_over_ones(step: u8, decoded: u8, kept: u8) -> u8 {
    (step & !kept | decoded & kept) & 0b111
}

/// Verilog declaring `{prefix}_next` (128 bits, the step) from the parts `parts[k]` (32-bit
/// expressions, part 0 least significant) and the 3-bit flags `ones`, and assigning the outputs
/// `next_ones` and `x_ones`.
pub fn verilog(prefix: &str, parts: [&str; 4], ones: &str) -> String {
    let mut v = String::new();
    for (k, part) in parts.iter().enumerate() {
        v.push_str(&format!("wire [31:0] {prefix}_part{k} = {part};\nwire [31:0] {prefix}_inc{k} = {prefix}_part{k} + 32'd1;\n"));
    }
    v.push_str(&format!(
        "wire {prefix}_carry0 = 1'b1;\nwire {prefix}_carry1 = {ones}[0];\nwire {prefix}_carry2 = &{ones}[1:0];\nwire {prefix}_carry3 = &{ones};\n"
    ));
    let step: Vec<String> = (0..4).rev().map(|k| format!("{prefix}_carry{k} ? {prefix}_inc{k} : {prefix}_part{k}")).collect();
    v.push_str(&format!("wire [127:0] {prefix}_next = {{{}}};\n", step.join(", ")));
    let flags: Vec<String> = (0..3).rev().map(|k| format!("(&{prefix}_part{k}[31:1]) & ({prefix}_part{k}[0] ^ {prefix}_carry{k})")).collect();
    v.push_str(&format!("always @(*) next_ones = {{{}}};\n", flags.join(", ")));
    v.push_str(&format!("always @(*) x_ones = {{&{prefix}_part2, &{prefix}_part1, &{prefix}_part0}};\n"));
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Numbers at and around every part's carry: runs of low parts all ones, the part above all
    /// ones, one below, or neither.
    fn edge_numbers() -> Vec<u128> {
        let mut numbers: Vec<u128> = vec![0, 1, u128::MAX, u128::MAX - 1];
        for low in [32, 64, 96] {
            let all = (1u128 << low) - 1;
            for high in [0u128, 1, 0xffff_fffe, 0xffff_ffff, 0x1234_5678] {
                numbers.extend([all, all - 1, all + 1].map(|n| n | (high << low)));
            }
        }
        numbers
    }

    #[test]
    fn parts_with_their_flags_step_as_the_whole_number() {
        for n in edge_numbers() {
            let y = increment(n, ones(n));
            assert_eq!(y, n.wrapping_add(1), "{n:032x}");
            assert_eq!(next_ones(n, ones(n)), ones(y), "{n:032x}");
        }
        assert_eq!(ones(u128::MAX), 0b111);
        assert_eq!(ones(0xffff_ffff_0000_0000_ffff_ffff), 0b101);
    }

    #[test]
    fn the_carries_are_the_flags() {
        // A wrong flag gives the flag's step, not the number's.
        assert_eq!(increment(0xffff_ffff, 0), 0);
        assert_eq!(increment(0, 0b111), 0x0000_0001_0000_0001_0000_0001_0000_0001);
        assert_eq!(next_ones(0xffff_fffe, 0), 0b001);
        assert_eq!(next_ones(0xffff_ffff_ffff_ffff, 0b001), 0b000);
    }
}
