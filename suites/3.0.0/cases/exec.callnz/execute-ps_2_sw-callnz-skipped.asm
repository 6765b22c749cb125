// case: exec.callnz/execute/ps_2_sw/callnz-skipped (execute)
// expect: the outputs of execute-ps_2_sw-callnz-skipped.outputs.json (tolerance 6.103515625e-5)
// origin: execute callnz {inputs: skipped}
ps_2_sw
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
