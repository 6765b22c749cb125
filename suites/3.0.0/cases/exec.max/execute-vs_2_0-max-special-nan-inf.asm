// case: exec.max/execute/vs_2_0/max-special-nan-inf (execute)
// expect: the outputs of execute-vs_2_0-max-special-nan-inf.outputs.json (tolerance 2.384185791015625e-6)
// origin: execute max-special {inputs: nan-inf}
vs_2_0
mov r1, c0
mov r2, c1
mov r3, c2
max r0, r1, r2
mov oPos, r0
