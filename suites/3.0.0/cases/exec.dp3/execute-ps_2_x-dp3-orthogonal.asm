// case: exec.dp3/execute/ps_2_x/dp3-orthogonal (execute)
// expect: the outputs of execute-ps_2_x-dp3-orthogonal.outputs.json (tolerance 6.103515625e-5)
// origin: execute dp3 {inputs: orthogonal}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
dp3 r0, r1, r2
mov oC0, r0
