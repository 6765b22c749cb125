//! Properties of the formula evaluator: arbitrary text never panics (it parses or
//! gives an error inside the text), evaluation is deterministic, and the vector
//! operations agree with a component-by-component computation.

use quickcheck::{quickcheck, TestResult};
use shadercts_generator::expr::{evaluate, parse, Env, Value};

fn env(a: [f64; 4], b: [f64; 4]) -> Env {
    let mut e = Env::new();
    e.set("a", Value::Vec4(a));
    e.set("b", Value::Vec4(b));
    e
}

fn same(x: &[f64; 4], y: &[f64; 4]) -> bool {
    x.iter().zip(y).all(|(p, q)| p.to_bits() == q.to_bits())
}

quickcheck! {
    fn arbitrary_text_never_panics(src: String) -> bool {
        match parse(&src) {
            Ok(_) => true,
            Err(e) => e.offset <= src.len(),
        }
    }

    fn evaluation_is_deterministic(a: (f64, f64, f64, f64), b: (f64, f64, f64, f64), pick: u8) -> bool {
        let formulas = [
            "a + b * 2", "dot3(a, b)", "min(a, b) - max(a, b)", "select(a > b, a.wzyx, b)",
            "pow(abs(a.x), b.y)", "fp16(a) + fp24(b)", "rsq(abs(a)) * rcp(b)", "cross(a, b)",
        ];
        let f = formulas[pick as usize % formulas.len()];
        let e = env([a.0, a.1, a.2, a.3], [b.0, b.1, b.2, b.3]);
        let (x, y) = (evaluate(f, &e).unwrap().vec4(), evaluate(f, &e).unwrap().vec4());
        same(&x, &y)
    }

    fn vector_operations_are_per_component(a: (f64, f64, f64, f64), b: (f64, f64, f64, f64)) -> TestResult {
        let (a, b) = ([a.0, a.1, a.2, a.3], [b.0, b.1, b.2, b.3]);
        if a.iter().chain(&b).any(|x| !x.is_finite()) {
            return TestResult::discard();
        }
        let e = env(a, b);
        let v = |f: &str| evaluate(f, &e).unwrap().vec4();
        let sum: [f64; 4] = std::array::from_fn(|i| a[i] + b[i]);
        let mn: [f64; 4] = std::array::from_fn(|i| if a[i] < b[i] { a[i] } else { b[i] });
        let d3 = a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
        TestResult::from_bool(
            same(&v("a + b"), &sum)
                && same(&v("min(a, b)"), &mn)
                && same(&v("dot3(a, b)"), &[d3; 4])
                && same(&v("a.wzyx.wzyx"), &a)
                && same(&v("-(-a)"), &a),
        )
    }
}
