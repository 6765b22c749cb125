// case: exec.add/execute/vs_2_0/add-special-inf-nan (execute)
// expect: the outputs of execute-vs_2_0-add-special-inf-nan.outputs.json (tolerance 4.76837158203125e-4)
// origin: execute add-special {inputs: inf-nan}
vs_2_0
mov r1, c0
mov r2, c1
mov r3, c2
add r0, r1, r2
mov oPos, r0
