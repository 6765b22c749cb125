// case: exec.if/execute/ps_3_sw/if-bool-skipped (execute)
// expect: the outputs of execute-ps_3_sw-if-bool-skipped.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute if-bool {inputs: skipped}
ps_3_sw
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
if b0
add r0, r0, r2
endif
mov oC0, r0
