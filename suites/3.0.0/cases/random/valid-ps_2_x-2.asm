// case: random/valid/ps_2_x/2 (validate)
// expect: valid
// case: random/assemble/ps_2_x/2 (assemble)
// expect: the tokens of valid-ps_2_x-2.bin
// origin: random seed 1 ps_2_x #2
ps_2_x
dcl_cube s7
dcl_2d s11
dcl_centroid t5.y
def c28, 0.125, 0.25, -0.01420669, -2.0
dcl_2d s10
defi i1, 3, 3, 1, 0
dcl t6.yz
defi i12, 4, 4, 1, 0
dcl t4.yw
defb b7, true
dcl t1.yzw
mul r1, -c3.yyxz, c3
mov_sat_pp r18, c0
m3x4 r6, -r1, c13
m3x2 r13.xy, r6.zxz, c0
sub_sat r20.w, r18, -r6
m3x4 r7, -r1, c25
texld r4, r7, s11
mad r27.w, -r6, r1.wxw, t1
m3x2 r13.xy, r18, c22
dp2add_pp r9.yw, c2, r18, -t6.z
mov oC0, c3
