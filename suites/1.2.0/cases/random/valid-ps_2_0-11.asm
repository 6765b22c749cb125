// case: random/valid/ps_2_0/11 (validate)
// expect: valid
// case: random/assemble/ps_2_0/11 (assemble)
// expect: the tokens of valid-ps_2_0-11.bin
// origin: random seed 1 ps_2_0 #11
ps_2_0
dcl_2d s13
dcl_2d s10
dcl v1
dcl_centroid v0.xy
m4x4 r10, -v1, c27
min r1, -c0, c31
max r10, r1.w, -r1.yzxw
exp r9, -c3.w
crs r11.xy, v1, -v1
mul r1.yz, c3.zxyw, -c31
nop
frc_pp r11, c0.zxyw
mul r1, r1, -c31
dp4_sat r7, v1.yzxw, c0.yzxw
max r4.yz, r11, -c0
mad_pp r3, r11, -c2.y, r10.z
mov oC0, r1
mov oC1, r11
mov oC2, r7
mov oC3, c31
