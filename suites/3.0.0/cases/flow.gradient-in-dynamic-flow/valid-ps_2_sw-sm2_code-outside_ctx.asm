// case: flow.gradient-in-dynamic-flow/valid/ps_2_sw/sm2_code-outside_ctx (validate)
// expect: valid
// case: flow.gradient-in-dynamic-flow/assemble/ps_2_sw/sm2_code-outside_ctx (assemble)
// expect: the tokens of valid-ps_2_sw-sm2_code-outside_ctx.bin
// origin: template code {code: outside, decls: def c0, 0, 0, 0, 1 defb b0, true defi i0, 2, 0, 1, 0 dcl t0 dcl_2d s0} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
def c0, 0.0, 0.0, 0.0, 1.0
defb b0, true
defi i0, 2, 0, 1, 0
dcl t0
dcl_2d s0
mov r0, t0
texld r1, r0, s0
dsx r2, r0
mov oC0, c0
add r3, c7, c7
mad r4, r3, r3, c1
add r5, r4, c0
add r6, c2, r3
