//! Fields of a custom leaf that are not signals: build options its `hdl()` reads to choose the
//! Verilog it prints, or the state its `update()` simulates (a memory's contents). They are no
//! part of the circuit, its ports or its probes, but `#[derive(LogicBlock)]` visits every field,
//! so each such type implements `Logic` and `Block` as nothing.

macro_rules! not_a_signal {
    ($t:ty) => {
        impl Logic for $t {
            fn update(&mut self) {}
        }

        impl Block for $t {
            fn connect_all(&mut self) {}
            fn update_all(&mut self) {}
            fn has_changed(&self) -> bool {
                false
            }
            fn accept(&self, _name: &str, _probe: &mut dyn Probe) {}
        }
    };
}

pub(crate) use not_a_signal;
