// case: exec.mad/execute/ps_3_sw/mad-negative (execute)
// expect: the outputs of execute-ps_3_sw-mad-negative.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute mad {inputs: negative}
ps_3_sw
mov r1, c0
mov r2, c1
mov r3, c2
mad r0, r1, r2, r3
mov oC0, r0
