// case: exec.slt/execute/vs_2_x/slt-special-nan-zero (execute)
// expect: the outputs of execute-vs_2_x-slt-special-nan-zero.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute slt-special {inputs: nan-zero}
vs_2_x
mov r1, c0
mov r2, c1
mov r3, c2
slt r0, r1, r2
mov oPos, r0
