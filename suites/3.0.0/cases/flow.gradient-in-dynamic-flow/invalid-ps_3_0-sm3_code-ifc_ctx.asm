// case: flow.gradient-in-dynamic-flow/invalid/ps_3_0/sm3_code-ifc_ctx (validate)
// expect: invalid [flow.gradient-in-dynamic-flow]
// origin: template code {code: ifc, decls: def c0, 0, 0, 0, 1 defb b0, true defi i0, 2, 0, 1, 0 dcl_texcoord0 v0 dcl_2d s0} + 4 random context instructions (seed 1 attempt 0)
ps_3_0
def c0, 0.0, 0.0, 0.0, 1.0
defb b0, true
defi i0, 2, 0, 1, 0
dcl_texcoord v0
dcl_2d s0
mov r0, v0
if_gt r0.x, c0.x
    texld r1, r0, s0
endif
mov oC0, c0
mul r2, c6, c6
mul r3, c3, c3
add r4, c2, c2
mov r5, c2
