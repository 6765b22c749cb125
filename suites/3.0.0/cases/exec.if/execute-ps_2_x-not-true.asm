// case: exec.if/execute/ps_2_x/not-true (execute)
// expect: the outputs of execute-ps_2_x-not-true.outputs.json (tolerance 6.103515625e-5)
// origin: execute not {inputs: true}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
if !b0
add r0, r0, r2
endif
mov oC0, r0
