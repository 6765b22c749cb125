// case: random/valid/ps_3_sw/11 (validate)
// expect: valid
// case: random/assemble/ps_3_sw/11 (assemble)
// expect: the tokens of valid-ps_3_sw-11.bin
// origin: random seed 1 ps_3_sw #11
ps_3_sw
def c9, 2.0124819e37, -0.5, 1.0, 211.11565
dcl_volume s6
def c55, -1.3199712e35, 1.0, 0.125, -0.5
defi i12, 3, 4, 2, 0
dcl_volume s0
dcl vFace
dcl_volume s11
add r4, c3.yxxy, c0.xxw
mul r21, c0.yzyw, c3
if_gt r4.x, c2.w
endif
sub r4, c2, c1
texldd_pp r5, r4, s6, c3, r4.xwyw
mad_pp r6, c1, c1, c8191.wzwy
dp4 r24.yzw, c1, c0
mul oC0, r4, c0
min_pp oC1, c1.zzyw, c0.wwyz
mul oC2, c0, c3.zzyz
min oC3.yzw, c2.wzzy, c0.yxwz
