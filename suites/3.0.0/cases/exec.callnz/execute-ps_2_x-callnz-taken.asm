// case: exec.callnz/execute/ps_2_x/callnz-taken (execute)
// expect: the outputs of execute-ps_2_x-callnz-taken.outputs.json (tolerance 7.62939453125e-5)
// origin: execute callnz {inputs: taken}
ps_2_x
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
