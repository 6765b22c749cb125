// case: ps.oC.mov-only/invalid/ps_2_sw/promoted-38e9c2a32632 (validate)
// expect: invalid [ps.oC.mov-only]
// origin: promoted promoted/ps.oC.mov-only-invalid-38e9c2a32632.yaml
ps_2_sw
abs oC0, c0
