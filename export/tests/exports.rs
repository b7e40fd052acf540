//! The checked-in generated files are what the current design generates, and the Zedboard
//! constraints say what the board needs.

use aes_hdl::selftest::{selftest_verilog, zedboard_xdc, CLOCK_PIN, LED_PINS};
use aes_hdl::params::CoreOptions;
use aes_export::builds::{build_args, build_options, build_options_from_args, BUILDS, BUILD_FLAGS};
use aes_export::exports::{exports, project_file};

/// Each generated file equals its checked-in copy. To refresh them:
/// `cargo run -p aes-export --example export_all`.
#[test]
fn checked_in_exports_are_current() {
    let mut stale = vec![];
    for e in exports().into_iter().filter(|e| e.generated) {
        let path = project_file(e.path);
        let checked_in = std::fs::read_to_string(&path).unwrap_or_else(|err| panic!("{}: {err}", path.display()));
        if checked_in != e.contents {
            stale.push(e.path);
        }
    }
    assert!(stale.is_empty(), "stale: {stale:?}; run `cargo run -p aes-export --example export_all`");
}

/// The XDC places the 100 MHz clock on GCLK (Y9) and LD0..LD7 on their pins, all LVCMOS33, on
/// exactly the self-test's ports.
#[test]
fn zedboard_xdc_pins_and_clock() {
    let xdc = zedboard_xdc();
    let line = |s: String| assert!(xdc.lines().any(|l| l.trim() == s), "missing `{s}` in\n{xdc}");
    line(format!("set_property PACKAGE_PIN {CLOCK_PIN} [get_ports {{ clock }}]"));
    line("set_property IOSTANDARD LVCMOS33 [get_ports { clock }]".into());
    line("create_clock -name gclk -period 10 [get_ports { clock }]".into());
    for (i, pin) in LED_PINS.iter().enumerate() {
        line(format!("set_property PACKAGE_PIN {pin} [get_ports {{ led{i} }}]"));
        line(format!("set_property IOSTANDARD LVCMOS33 [get_ports {{ led{i} }}]"));
    }
    assert_eq!(LED_PINS, ["T22", "T21", "U22", "U21", "V22", "W22", "U19", "U14"]);
    assert_eq!(xdc.matches("PACKAGE_PIN").count(), 9);
    assert_eq!(xdc.matches("IOSTANDARD").count(), 9);
    // The ports the XDC names are the ports of the exported top module.
    let v = selftest_verilog();
    let header = v.lines().find(|l| l.starts_with("module aes_selftest(")).expect("module aes_selftest");
    assert_eq!(header, "module aes_selftest(clock,led0,led1,led2,led3,led4,led5,led6,led7);");
}

/// Each named build is what its command-line form (`--keys ... --decrypt ...`) selects, from any
/// starting build, and every value of every flag is reachable: the two views of the build table
/// agree.
#[test]
fn build_table_and_flags_agree() {
    for b in BUILDS {
        let args = build_args(&b.options);
        let words: Vec<&str> = args.split_whitespace().collect();
        let flags: Vec<(&str, &str)> = words.chunks(2).map(|p| (p[0].trim_start_matches("--"), p[1])).collect();
        assert_eq!(flags.len(), BUILD_FLAGS.len(), "{args}");
        for start in BUILDS {
            assert_eq!(build_options(Some(start.name), &flags), Ok(b.options), "{} from {}", b.name, start.name);
        }
    }
    for f in BUILD_FLAGS {
        for (value, _) in f.values {
            let options = build_options(None, &[(f.name, value)]).unwrap();
            assert_eq!((f.value_of)(&options), *value, "--{} {value}", f.name);
        }
    }
    assert!(build_options(Some("no_such_build"), &[]).is_err());
    assert!(build_options(None, &[("keys", "256")]).is_err());
    // Two registers per round on top of any named build, and only 1 or 2.
    let two = build_options(Some("enc128-lut"), &[("regs-per-round", "2")]).unwrap();
    assert_eq!(two, CoreOptions::ENCRYPT_128.with_regs_per_round(2));
    assert_eq!(build_options(Some("full-2reg"), &[("regs-per-round", "1")]), Ok(CoreOptions::default()));
    assert_eq!(build_options(Some("enc128-2reg"), &[]).unwrap().caps(), build_options(Some("enc128"), &[]).unwrap().caps());
    assert_eq!(build_options(Some("full-2reg"), &[]).unwrap().caps(), 0x1ff);
    // GCM: in full and enc128 and their two-register builds (CAPS bit 7); XTS in full and
    // full-2reg (bit 8); --gcm no and --xts no drop one alone; --modes none drops both, and
    // refuses --gcm yes or --xts yes in either order.
    assert_eq!(build_options(None, &[]).unwrap().caps(), 0x1ff);
    assert_eq!(build_options(Some("enc128"), &[]).unwrap().caps(), 0xf0);
    assert_eq!(build_options(None, &[("gcm", "no")]).unwrap().caps(), 0x17f);
    assert_eq!(build_options(None, &[("xts", "no")]).unwrap().caps(), 0xff);
    assert_eq!(build_options(Some("enc128"), &[("xts", "yes")]).unwrap().caps(), 0x1f0);
    assert_eq!(build_options(None, &[("decrypt", "no")]).unwrap().caps(), 0x1f6);
    assert_eq!(build_options(None, &[("modes", "none")]).unwrap().caps(), 0x07);
    assert_eq!(build_options(None, &[("modes", "none"), ("modes", "all")]).unwrap().caps(), 0x7f);
    assert_eq!(build_options(None, &[("regs-per-round", "2")]).unwrap(), CoreOptions::default().with_regs_per_round(2));
    assert_eq!(build_options(Some("enc128"), &[("gcm", "yes"), ("regs-per-round", "2")]), build_options(Some("enc128-2reg"), &[]));
    for flags in [[("modes", "none"), ("gcm", "yes")], [("gcm", "yes"), ("modes", "none")]] {
        assert_eq!(build_options(None, &flags).unwrap_err(), "--gcm yes needs --modes all (--modes none is ECB only, without GCM and XTS)");
    }
    for flags in [[("modes", "none"), ("xts", "yes")], [("xts", "yes"), ("modes", "none")]] {
        assert_eq!(build_options(None, &flags).unwrap_err(), "--xts yes needs --modes all (--modes none is ECB only, without GCM and XTS)");
    }
    for bad in ["3", "0", "two"] {
        let e = build_options(None, &[("regs-per-round", bad)]).unwrap_err();
        assert_eq!(e, format!("invalid --regs-per-round `{bad}` (one of: 1, 2)"));
    }
    // The device family applies on top of any build and changes nothing else (CAPS neither).
    let ecp5 = build_options(Some("enc128-2reg"), &[("family", "ecp5")]).unwrap();
    assert_eq!(ecp5, CoreOptions::ENCRYPT_128.with_sbox(aes_hdl::params::SboxImpl::Bram).with_regs_per_round(2).with_gcm(true).with_family(aes_hdl::params::Family::Ecp5));
    assert_eq!(ecp5.caps(), 0xf0);
    assert_eq!(build_options(None, &[("family", "xc7")]).unwrap_err(), "invalid --family `xc7` (one of: generic, ecp5)");
}

#[test]
fn command_line_words_select_a_build() {
    let words = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
    assert_eq!(build_options_from_args(&words("")), Ok(CoreOptions::default()));
    assert_eq!(build_options_from_args(&words("--build enc128 --sbox lut")), Ok(CoreOptions::ENCRYPT_128.with_gcm(true)));
    assert_eq!(build_options_from_args(&words("--keys 128 --decrypt no --sbox lut --gcm no --xts no")), Ok(CoreOptions::ENCRYPT_128));
    assert!(build_options_from_args(&words("--build nope")).unwrap_err().contains("unknown build `nope`"));
    assert!(build_options_from_args(&words("--sbox")).unwrap_err().contains("needs a value"));
    assert!(build_options_from_args(&words("--sbox rom")).unwrap_err().contains("invalid --sbox"));
}
