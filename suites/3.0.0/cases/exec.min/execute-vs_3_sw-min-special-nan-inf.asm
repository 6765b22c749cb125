// case: exec.min/execute/vs_3_sw/min-special-nan-inf (execute)
// expect: the outputs of execute-vs_3_sw-min-special-nan-inf.outputs.json (tolerance 2.384185791015625e-6)
// origin: execute min-special {inputs: nan-inf}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
min r0, r1, r2
mov o0, r0
