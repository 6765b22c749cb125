// case: exec.min/execute/vs_2_sw/min-special-nan-inf (execute)
// expect: the outputs of execute-vs_2_sw-min-special-nan-inf.outputs.json (tolerance 2.384185791015625e-6)
// origin: execute min-special {inputs: nan-inf}
vs_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
min r0, r1, r2
mov oPos, r0
