// case: exec.callnz/execute/ps_3_0/callnz-skipped (execute)
// expect: the outputs of execute-ps_3_0-callnz-skipped.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute callnz {inputs: skipped}
ps_3_0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
callnz l0, b0
mov oC0, r0
ret
label l0
add r0, r0, r2
ret
