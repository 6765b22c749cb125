// case: exec.add/execute/vs_2_0/neg-basic (execute)
// expect: the outputs of execute-vs_2_0-neg-basic.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute neg {inputs: basic}
vs_2_0
mov r1, c0
mov r2, c1
mov r3, c2
add r0, -r3, r2
mov oPos, r0
