// case: flow.gradient-in-dynamic-flow/invalid/ps_2_sw/sm2_code-ifc_ctx (validate)
// expect: invalid [flow.gradient-in-dynamic-flow]
// origin: template code {code: ifc, decls: def c0, 0, 0, 0, 1 defb b0, true defi i0, 2, 0, 1, 0 dcl t0 dcl_2d s0} + 4 random context instructions (seed 1 attempt 0)
ps_2_sw
def c0, 0.0, 0.0, 0.0, 1.0
defb b0, true
defi i0, 2, 0, 1, 0
dcl t0
dcl_2d s0
mov r0, t0
if_gt r0.x, c0.x
    texld r1, r0, s0
endif
mov oC0, c0
mad r2, c1, c1, c1
add r3, c4, c4
mul r4, c7, r2
mov r5, c7
