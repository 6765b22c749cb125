// case: flow.gradient-in-dynamic-flow/invalid/ps_2_x/sm2_code-ifc (validate)
// expect: invalid [flow.gradient-in-dynamic-flow]
// origin: template code {code: ifc, decls: def c0, 0, 0, 0, 1 defb b0, true defi i0, 2, 0, 1, 0 dcl t0 dcl_2d s0}
ps_2_x
def c0, 0, 0, 0, 1
defb b0, true
defi i0, 2, 0, 1, 0
dcl t0
dcl_2d s0
mov r0, t0
if_gt r0.x, c0.x
texld r1, r0, s0
endif
mov oC0, c0
