// case: flow.gradient-in-dynamic-flow/invalid/ps_3_0/sm3_code-pif-else (validate)
// expect: invalid [flow.gradient-in-dynamic-flow]
// origin: template code {code: pif-else, decls: def c0, 0, 0, 0, 1 defb b0, true defi i0, 2, 0, 1, 0 dcl_texcoord0 v0 dcl_2d s0}
ps_3_0
def c0, 0, 0, 0, 1
defb b0, true
defi i0, 2, 0, 1, 0
dcl_texcoord0 v0
dcl_2d s0
mov r0, v0
setp_gt p0, r0, c0
if p0.x
mov r1, v0
else
dsx r1, r0
endif
mov oC0, c0
