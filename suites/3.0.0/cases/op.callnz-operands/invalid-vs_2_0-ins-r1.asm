// case: op.callnz-operands/invalid/vs_2_0/ins-r1 (validate)
// expect: invalid [op.callnz-operands]
// origin: template op {after: ret label l1 ret, ins: r1}
vs_2_0
dcl_position v0
mov r1, c0
mov r2, c0
mov r3, c0
callnz l1, r1.x
mov oPos, v0
ret
label l1
ret
