ps_1_2
mov r0, v0
