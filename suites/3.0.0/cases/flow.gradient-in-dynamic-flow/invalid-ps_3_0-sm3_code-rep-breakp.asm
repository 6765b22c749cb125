// case: flow.gradient-in-dynamic-flow/invalid/ps_3_0/sm3_code-rep-breakp (validate)
// expect: invalid [flow.gradient-in-dynamic-flow]
// origin: template code {code: rep-breakp, decls: def c0, 0, 0, 0, 1 defb b0, true defi i0, 2, 0, 1, 0 dcl_texcoord0 v0 dcl_2d s0}
ps_3_0
def c0, 0, 0, 0, 1
defb b0, true
defi i0, 2, 0, 1, 0
dcl_texcoord0 v0
dcl_2d s0
mov r0, v0
setp_gt p0, r0, c0
rep i0
breakp p0.x
texldp r1, r0, s0
endrep
mov oC0, c0
