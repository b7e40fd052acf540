//! Prints the `mymul` speedup report: the HAL's bus cycles measured in simulation, the software
//! baseline's step and cycle counts, and the speedup by Amdahl's law with communication time.
//!
//! `cargo run -p mymul --example mymul_speedup`

fn main() {
    println!("{}", mymul::speedup::speedup_report());
}
