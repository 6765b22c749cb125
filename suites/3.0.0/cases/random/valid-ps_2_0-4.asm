// case: random/valid/ps_2_0/4 (validate)
// expect: valid
// case: random/assemble/ps_2_0/4 (assemble)
// expect: the tokens of valid-ps_2_0-4.bin
// origin: random seed 1 ps_2_0 #4
ps_2_0
dcl_volume s10
dcl_centroid t0
dcl_2d s13
dcl_cube s15
min r11, -c1, c1
exp r8.x, r11.x
log_sat r1, c3.z
min r4, r11.z, r1
mov r3, t0.zxyw
m4x3_pp r2.xyz, -r3, c19
mul r4, c1, r4.z
dp3 r2, c2, r4.yzxw
mov oC0, r11
