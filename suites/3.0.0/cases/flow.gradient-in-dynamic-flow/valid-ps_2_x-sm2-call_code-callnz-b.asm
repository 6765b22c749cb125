// case: flow.gradient-in-dynamic-flow/valid/ps_2_x/sm2-call_code-callnz-b (validate)
// expect: valid
// case: flow.gradient-in-dynamic-flow/assemble/ps_2_x/sm2-call_code-callnz-b (assemble)
// expect: the tokens of valid-ps_2_x-sm2-call_code-callnz-b.bin
// origin: template code {after: ret label l0 texld r1, r0, s0 ret, code: callnz-b, decls: def c0, 0, 0, 0, 1 defb b0, true dcl t0 dcl_2d s0}
ps_2_x
def c0, 0, 0, 0, 1
defb b0, true
dcl t0
dcl_2d s0
mov r0, t0
callnz l0, b0
mov oC0, c0
ret
label l0
texld r1, r0, s0
ret
