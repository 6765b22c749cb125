// case: exec.mad/execute/ps_2_0/mad-negative (execute)
// expect: the outputs of execute-ps_2_0-mad-negative.outputs.json (tolerance 6.103515625e-5)
// origin: execute mad {inputs: negative}
ps_2_0
mov r1, c0
mov r2, c1
mov r3, c2
mad r0, r1, r2, r3
mov oC0, r0
