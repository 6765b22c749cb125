// case: random/valid/ps_2_0/11 (validate)
// expect: valid
// case: random/assemble/ps_2_0/11 (assemble)
// expect: the tokens of valid-ps_2_0-11.bin
// origin: random seed 1 ps_2_0 #11
ps_2_0
dcl v1
def c19, 0.0, 2.0, 0.5, 2.0
dcl t0.yw
dcl t6.xw
dcl t3
dcl v0
dcl_centroid t1.yzw
dcl_cube s11
lrp_pp r4.xyz, c3, -t0.y, -c3.x
min r11, -t3.zxyw, c0.w
nrm r9, v1
nrm_sat_pp r0.xyz, r4
pow r4, -r11.w, -c0.x
m4x3_sat r6.xyz, v0.zxyw, c4
min_sat_pp r9, t0.y, -r4
dp4_pp r5, -t3.yzxw, -c3
abs_pp r5, c0
min_sat r0, c1.yzxw, r5
sub r10, -c2.zxyw, t1.z
mov oC0, c31
mov oC1, v0
mov oC2, r0
mov oDepth, r5.z
