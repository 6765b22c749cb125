// case: random/valid/ps_2_0/15 (validate)
// expect: valid
// case: random/assemble/ps_2_0/15 (assemble)
// expect: the tokens of valid-ps_2_0-15.bin
// origin: random seed 1 ps_2_0 #15
ps_2_0
dcl_cube s15
dcl v0.z
dcl t1.yzw
dcl v1
sub_pp r11, c2, -c0
log r7, c1.w
dp4 r10, c31, -c31.w
log_pp r2, -c2.w
lrp r7, -c0.z, -c31.x, -c31
mov oC0, c0
