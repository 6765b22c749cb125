// case: flow.gradient-in-dynamic-flow/valid/ps_3_0/sm3-call (validate)
// expect: valid
// case: flow.gradient-in-dynamic-flow/assemble/ps_3_0/sm3-call (assemble)
// expect: the tokens of valid-ps_3_0-sm3-call.bin
// origin: template code {after: ret label l0 dsx r1, r0 ret, code: mov r0, v0 callnz l0, b0, decls: def c0, 0, 0, 0, 1 defb b0, true dcl_texcoord0 v0 dcl_2d s0}
ps_3_0
def c0, 0, 0, 0, 1
defb b0, true
dcl_texcoord0 v0
dcl_2d s0
mov r0, v0
callnz l0, b0
mov oC0, c0
ret
label l0
dsx r1, r0
ret
