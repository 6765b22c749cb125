// case: random/valid/ps_2_x/8 (validate)
// expect: valid
// case: random/assemble/ps_2_x/8 (assemble)
// expect: the tokens of valid-ps_2_x-8.bin
// origin: random seed 1 ps_2_x #8
ps_2_x
defb b4, false
dcl_centroid t1
def c10, -2.0, -2.0, -1.0, 1.0
defi i10, 2, 4, 2, 0
def c3, 0.5, -1.0, 4.0, -0.5
dcl_volume s13
dcl v1.xyz
defi i4, 3, 3, 2, 0
def c22, -0.5, 948471250000000.0, 2.0, 0.125
texld r25, t1, s13
log r18, c0.w
dp4 r10, r18, -r18
log r30.zw, r25.x
if b11
    if b15
        texldd r5, r18, s13, r25.zzyw, c3
    endif
endif
mov oC0, c0
mov oC1, t1
mov oC2, c2
