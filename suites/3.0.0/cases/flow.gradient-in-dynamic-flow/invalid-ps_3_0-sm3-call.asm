// case: flow.gradient-in-dynamic-flow/invalid/ps_3_0/sm3-call (validate)
// expect: invalid [flow.gradient-in-dynamic-flow]
// origin: template code {after: ret label l0 texldb r1, r0, s0 ret, code: mov r0, v0 setp_gt p0, r0, c0 callnz l0, p0.x, decls: def c0, 0, 0, 0, 1 dcl_texcoord0 v0 dcl_2d s0}
ps_3_0
def c0, 0, 0, 0, 1
dcl_texcoord0 v0
dcl_2d s0
mov r0, v0
setp_gt p0, r0, c0
callnz l0, p0.x
mov oC0, c0
ret
label l0
texldb r1, r0, s0
ret
