// case: flow.gradient-in-dynamic-flow/invalid/ps_2_sw/sm2-call_after-direct (validate)
// expect: invalid [flow.gradient-in-dynamic-flow]
// origin: template code {after: direct, code: mov r0, t0 setp_gt p0, r0, c0 callnz l0, p0.x, decls: def c0, 0, 0, 0, 1 dcl t0 dcl_2d s0}
ps_2_sw
def c0, 0, 0, 0, 1
dcl t0
dcl_2d s0
mov r0, t0
setp_gt p0, r0, c0
callnz l0, p0.x
mov oC0, c0
ret
label l0
texld r1, r0, s0
ret
