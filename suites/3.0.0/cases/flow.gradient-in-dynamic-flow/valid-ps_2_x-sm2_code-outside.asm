// case: flow.gradient-in-dynamic-flow/valid/ps_2_x/sm2_code-outside (validate)
// expect: valid
// case: flow.gradient-in-dynamic-flow/assemble/ps_2_x/sm2_code-outside (assemble)
// expect: the tokens of valid-ps_2_x-sm2_code-outside.bin
// origin: template code {code: outside, decls: def c0, 0, 0, 0, 1 defb b0, true defi i0, 2, 0, 1, 0 dcl t0 dcl_2d s0}
ps_2_x
def c0, 0, 0, 0, 1
defb b0, true
defi i0, 2, 0, 1, 0
dcl t0
dcl_2d s0
mov r0, t0
texld r1, r0, s0
dsx r2, r0
mov oC0, c0
